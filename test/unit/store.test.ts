import { makeStore } from '../../client/app/store';
import { orderDialogClosed, orderDialogOpened, selectOrderDialog } from '../../client/state/order-dialog-slice';
import { orderCopy } from '../../shared/catalogue/order-copy';
import { submitOrder } from '../../client/features/order-dialog/submit-order';
import { selectThemeChoice, themeChosen } from '../../client/state/theme-slice';
import {
  hostingMenuToggled,
  menusClosed,
  mobileMenuToggled,
  selectHostingMenuOpen,
  selectMobileMenuOpen,
} from '../../client/state/menu-slice';
import {
  selectIsSubmitting,
  submissionFailed,
  submissionStarted,
  submissionSucceeded,
} from '../../client/state/submission-slice';
import { selectToasts, toastDismissed, toastShown } from '../../client/state/toasts-slice';
import { findPlan } from '../../shared/catalogue/plans';
import type { Plan } from '../../shared/catalogue/plans';
import { orderFormDefaults } from '../../shared/validation/order-schema';

describe('the store', () => {
  it('when the server preloads a theme, then the store starts with it; a choice replaces it', () => {
    const store = makeStore({ theme: { choice: 'light' } });
    expect(selectThemeChoice(store.getState())).toBe('light');
    store.dispatch(themeChosen('system'));
    expect(selectThemeChoice(store.getState())).toBe('system');
  });

  it('when a link is chosen, then both menus close, whichever was open', () => {
    const store = makeStore();
    store.dispatch(mobileMenuToggled());
    store.dispatch(hostingMenuToggled(true));
    expect([selectMobileMenuOpen(store.getState()), selectHostingMenuOpen(store.getState())]).toEqual([true, true]);
    store.dispatch(menusClosed());
    expect([selectMobileMenuOpen(store.getState()), selectHostingMenuOpen(store.getState())]).toEqual([false, false]);
  });

  it('when more than three toasts are shown, then only the three newest stay; a dismissed one goes', () => {
    const store = makeStore();
    for (const title of ['one', 'two', 'three', 'four']) store.dispatch(toastShown({ title }));
    const shown = selectToasts(store.getState());
    expect(shown.map((t) => t.title)).toEqual(['two', 'three', 'four']);
    expect(shown.every((t) => t.variant === 'default' && t.id.length > 0)).toBe(true);
    store.dispatch(toastDismissed(shown[0]?.id as string));
    expect(selectToasts(store.getState()).map((t) => t.title)).toEqual(['three', 'four']);
  });

  it('when a form is sent, then it is submitting until it succeeds or fails, each form on its own', () => {
    const store = makeStore();
    const submitting = (form: 'order' | 'contact' | 'callback') => selectIsSubmitting(store.getState(), form);
    store.dispatch(submissionStarted('order'));
    expect([submitting('order'), submitting('contact')]).toEqual([true, false]);
    store.dispatch(submissionFailed('order'));
    expect(submitting('order')).toBe(false);
    store.dispatch(submissionStarted('contact'));
    store.dispatch(submissionSucceeded('contact'));
    store.dispatch(submissionStarted('callback'));
    expect(submitting('callback')).toBe(true);
    expect(store.getState().submission).toEqual({
      contact: 'succeeded',
      order: 'failed',
      callback: 'submitting',
      assessment: 'idle',
      'email-security': 'idle',
    });
  });

  it('when a plan is ordered, then the dialog holds the plan and the button that opened it, until it closes', () => {
    const store = makeStore();
    store.dispatch(orderDialogOpened({ kind: 'vps', planId: 'CXN3', opener: 'order-CXN3' }));
    expect(selectOrderDialog(store.getState())).toEqual({ open: true, kind: 'vps', planId: 'CXN3', opener: 'order-CXN3' });
    store.dispatch(orderDialogClosed());
    expect(selectOrderDialog(store.getState())).toEqual({ open: false });
  });
});

describe('the submitOrder thunk against a real store', () => {
  const chosen = { kind: 'vps' as const, plan: findPlan('vps', 'CXN3') as Plan };
  // The dialog's own starting values, filled in as a visitor would: every field the form has.
  const values = { ...orderFormDefaults(chosen, ''), name: 'Thandi Nkosi', email: 'thandi@example.co.za', phone: '0820000199' };

  it('when an order is already being submitted, then a second one does nothing', async () => {
    const store = makeStore({
      submission: { contact: 'idle', order: 'submitting', callback: 'idle', assessment: 'idle', 'email-security': 'idle' },
    });
    const sent = await store.dispatch(submitOrder({ chosen, values, captcha: { provider: 'altcha' } }));
    expect(sent).toBe(false);
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('when no captcha can be had (here: no site to ask), then the order fails with the fixed text and the dialog stays open', async () => {
    const store = makeStore();
    store.dispatch(orderDialogOpened({ kind: 'vps', planId: 'CXN3' }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = await store.dispatch(submitOrder({ chosen, values, captcha: { provider: 'altcha' } }));
    logged.mockRestore();
    expect(sent).toBe(false);
    expect(store.getState().submission.order).toBe('failed');
    expect(selectToasts(store.getState())).toMatchObject([{ ...orderCopy.failure, variant: 'destructive' }]);
    expect(selectOrderDialog(store.getState()).open).toBe(true);
  });
});
