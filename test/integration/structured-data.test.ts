/**
 * The structured data of every public page, as the server sends it, through a maintained validator
 * of Google's rich-result rules and the schema.org vocabulary (@adobe/structured-data-validator, fed
 * by @marbec/web-auto-extractor as its README shows). schema.org publishes its vocabulary only on
 * its own site, so a copy of release 30.0 is kept in test/fixtures (see its README).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import request from 'supertest';
import { company } from '../../shared/catalogue/company';
import { legalDocuments } from '../../shared/catalogue/legal-documents';
import { services } from '../../shared/catalogue/services';
import { legalMeta, servicesMeta } from '../../shared/catalogue/page-meta-copy';
import { publicPaths } from '../../shared/public-paths';
import { mainNav, paths } from '../../shared/routes';
import { testConfig } from '../support/test-config';
import { jsonLdOf } from '../support/html-entities';
import { testApp } from '../support/site-server';

const app = testApp();
const base = testConfig().publicUrl;

interface Issue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  rootType?: string;
  fieldNames?: string[];
  /** 'schemaOrg' where a type or a property is not in the vocabulary. */
  errorType?: string;
}

const vocabulary = JSON.parse(
  gunzipSync(readFileSync(path.join(__dirname, '../fixtures/schemaorg-30.0-vocabulary.json.gz'))).toString('utf8'),
) as object;
const validator = () => new Validator(vocabulary);

type Thing = Record<string, unknown>;

const html = new Map<string, string>();
beforeAll(async () => {
  for (const path of publicPaths) {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    html.set(path, res.text);
  }
});

/** The structured data of a page's HTML, as the validator's README extracts it. */
const extracted = (text: string) => new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(text);
const extract = (path: string) => extracted(html.get(path)!);

async function issuesOf(path: string): Promise<Issue[]> {
  return (await validator().validate(extract(path))) as Issue[];
}

const describeIssue = (issue: Issue) => `${issue.rootType}: ${issue.issueMessage} [${issue.fieldNames?.join(', ')}]`;

/** Every JSON-LD object of a page, by its type (an ItemList's items are under the ItemList). */
const jsonLd = (path: string): Thing[] => jsonLdOf(html.get(path)!);
const ofType = (path: string, type: string) => jsonLd(path).filter((thing) => thing['@type'] === type);

describe('structured data, as a validator of Google’s rules reads it', () => {
  it.each(publicPaths)(
    'when %s is validated, then no error is reported, and every type and property is in schema.org',
    async (path) => {
      const issues = await issuesOf(path);
      const errors = issues.filter((issue) => issue.severity === 'ERROR' || issue.errorType === 'schemaOrg');
      expect(errors.map(describeIssue)).toEqual([]);
    },
  );

  it('when a property schema.org does not have is used, then the vocabulary check reports it (the check can fail)', async () => {
    const misspelt = extracted(
      '<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Service","name":"X","provder":"Y"}</script></head><body></body></html>',
    );
    const issues = (await validator().validate(misspelt)) as Issue[];
    expect(issues.filter((issue) => issue.errorType === 'schemaOrg').map((issue) => issue.fieldNames)).toEqual([['provder']]);
  });

  it('when a page with a broken product is validated, then the validator does report it (the check can fail)', async () => {
    const broken = extracted(
      '<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"X"}</script></head><body></body></html>',
    );
    const issues = (await validator().validate(broken)) as Issue[];
    expect(issues.filter((issue) => issue.severity === 'ERROR').length).toBeGreaterThan(0);
  });
});

describe('what the structured data says', () => {
  // A hosting page's plans (Product or Service, sku, image, offers): hosting-pages.test's search-engine case.
  it('when the home page is read, then it describes the website, and no other page does', () => {
    expect(ofType(paths.home, 'WebSite')).toEqual([
      expect.objectContaining({ name: company.name, url: `${base}/`, publisher: { '@id': `${base}/#organization` } }),
    ]);
    for (const path of publicPaths.filter((p) => p !== paths.home)) expect(ofType(path, 'WebSite')).toEqual([]);
  });

  const trail = (path: string) =>
    ((ofType(path, 'BreadcrumbList')[0]?.itemListElement as Thing[] | undefined) ?? []).map((element) => [
      element.position,
      element.name,
      element.item,
    ]);

  it.each([
    ['service', paths.services, servicesMeta.title, services.map((service) => [service.link, service.title])],
    ['legal document', paths.legal, legalMeta.title, legalDocuments.map((document) => [document.path, document.title])],
  ])('when a %s’s page is read, then its breadcrumbs lead from Home through %s to it', (_kind, parent, parentTitle, pages) => {
    for (const [path, title] of pages)
      expect(trail(path)).toEqual([
        [1, mainNav[0].label, `${base}/`],
        [2, parentTitle, `${base}${parent}`],
        [3, title, `${base}${path}`],
      ]);
  });

  it('when a one-level page is read, then it has no breadcrumbs', () => {
    for (const path of publicPaths.filter((p) => p.split('/').length === 2)) expect(trail(path)).toEqual([]);
  });
});
