/**
 * The state a page's HTML carries, from the built server: every page's Redux slice joins the
 * store with its page (client/app/root-reducer.ts), and the server, which draws them all, must know
 * the one an answer preloads before it makes the store, even in a process that has drawn nothing yet.
 */
import { APP_DATA_ID, type AppData } from '../../shared/app-data';
import { hostingPages } from '../../shared/catalogue/plans';
import { tempFolder } from '../support/endpoint-kit';
import { registriesForTests } from '../support/rdap-registry';
import { startSiteProcess, type SiteProcess } from '../support/site-process';

const registries = registriesForTests();
let site: SiteProcess;

beforeAll(async () => {
  site = await startSiteProcess({ ...registries.env, DATA_DIR: tempFolder('page-state-data') });
}, 30_000);

afterAll(() => site.stop());

const stateOf = (html: string) =>
  (JSON.parse(new RegExp(`<script[^>]*id="${APP_DATA_ID}"[^>]*>([^<]*)</script>`).exec(html)![1]!) as AppData).state;

it("when a fresh process's first page is a domain search's answer, then its HTML carries the answer, and the state only the shell's slices and that one", async () => {
  const html = await fetch(`${site.url}${hostingPages.shared.path}?domain=free-search.co.za`).then((r) => r.text());
  const state = stateOf(html) as Record<string, unknown>;
  expect(state.domainSearch).toMatchObject({ result: { name: 'free-search.co.za' } });
  expect(html).toMatch(/data-testid="domain-search-answer"[^>]*data-status="available"/);
  expect(Object.keys(state).sort()).toEqual(['domainSearch', 'menu', 'orderDialog', 'submission', 'theme', 'toasts']);
}, 30_000);
