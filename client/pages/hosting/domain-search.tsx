import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { domainCheckCopy } from '../../../shared/catalogue/domain-check-copy';
import { ORDER_QUERY_PARAM, type HostingPage, type PlanKind } from '../../../shared/catalogue/plans';
import { DOMAIN_SEARCH_PARAM, searchedName, type DomainSearchResult } from '../../../shared/domain-check';
import { paths } from '../../../shared/routes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { preloadOrderDialog } from '../../features/order-dialog/load-order-dialog';
import { selectDomainSearch } from '../../state/domain-search-slice';
import { orderDialogOpened } from '../../state/order-dialog-slice';
import { Button } from '../../ui/button';
import { Container } from '../../ui/container';
import { domainInputProps } from '../../ui/domain-input';
import { FormField } from '../../ui/form-field';

const styles = css`
  padding: 3rem 0 0;
  .search {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: flex-end;
  }
  .search > div {
    flex: 1 1 16rem;
    min-width: 0;
  }
  .answer {
    margin: 1rem 0 0;
    font-weight: 600;
  }
  .order {
    margin-top: 0.75rem;
  }
`;

const BUTTON_ID = 'domain-search-order';
/** The section's id: the search form's address ends in it, so the page that comes back opens at the answer. */
const SECTION_ID = 'find-your-domain';
const S = domainCheckCopy.search;

/** The answer in words: the name as the registry knows it, or as typed where it was never asked. */
function answerText(result: DomainSearchResult): string {
  if ('refused' in result) return result.refused;
  const shown = result.answer.ascii && result.answer.ascii !== result.name.toLowerCase() ? result.answer.ascii : result.name;
  return S[result.answer.status](shown);
}

/**
 * "Find your domain": a GET form to the page itself, so the server answers in the page's HTML
 * (JavaScript on or off), scrolled to this section by the fragment in the form's address. Under the answer, a button opens the page's order dialog with the name
 * and the step that fits it (register a free name, transfer a taken one); before the script has
 * run it goes to the contact page with the plan, as the plans' own buttons do.
 */
export function DomainSearch({ kind, page, planId }: { kind: PlanKind; page: HostingPage; planId: string }) {
  const dispatch = useAppDispatch();
  const found = useAppSelector(selectDomainSearch);
  const asked = searchedName(useLocation().search);
  const result = found && found.name === asked ? found : null;
  const answer = result && 'answer' in result ? result.answer : null;
  const step = answer?.status === 'registered' ? 'transfer' : 'register';
  return (
    <section css={styles} id={SECTION_ID} aria-labelledby="domain-search-heading" data-testid="domain-search">
      <Container>
        <h2 id="domain-search-heading">{S.heading}</h2>
        <form className="search" method="get" action={`${page.path}#${SECTION_ID}`} role="search">
          <FormField
            label={S.label}
            name={DOMAIN_SEARCH_PARAM}
            {...domainInputProps}
            placeholder={S.placeholder}
            defaultValue={result?.name ?? ''}
          />
          <Button type="submit">{S.submit}</Button>
        </form>
        <p className="answer" role="status" data-testid="domain-search-answer" data-status={answer?.status}>
          {result ? answerText(result) : null}
        </p>
        {answer && (
          <form
            className="order"
            method="get"
            action={paths.contact}
            onSubmit={(event) => {
              event.preventDefault();
              dispatch(orderDialogOpened({ kind, planId, opener: BUTTON_ID, domain: { step, name: answer.name } }));
            }}
          >
            <input type="hidden" name={ORDER_QUERY_PARAM} value={planId} />
            <Button
              type="submit"
              id={BUTTON_ID}
              variant="outline"
              aria-haspopup="dialog"
              onPointerEnter={preloadOrderDialog}
              onFocus={preloadOrderDialog}
            >
              {step === 'transfer' ? S.orderTransfer : S.orderRegister}
            </Button>
          </form>
        )}
      </Container>
    </section>
  );
}
