/**
 * The server’s shape as the team’s rules state it: no file in server/ over 250 lines, server/mail
 * at most 2,000 lines, and neither the store nor the outbox knows a feature: server/store imports
 * nothing from the rest of server/ (each feature hands the store its own tables), server/mail no
 * feature (each kind of mail is registered in its feature's folder), which lint enforces too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.join(__dirname, '../..');
const MAX_FILE_LINES = 250;
const MAX_MAIL_LINES = 2000;

/** Every .ts and .tsx file under `dir`, relative to the repository. */
const sourcesIn = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(dir, name))
    .sort();

/** Lines as `wc -l` counts them. */
const lineCount = (file: string): number => readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;

/** The relative modules a file imports or re-exports, resolved to repository paths. */
const importsOf = (file: string): string[] =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+'(\.[^']+)'/g)].map(
    (match) => path.join(path.dirname(file), match[1]!),
  );

describe('the server’s shape', () => {
  it('when the server’s files are counted, then none is over 250 lines', () => {
    const long = sourcesIn('server')
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_FILE_LINES);
    expect(long).toEqual([]);
  });

  it('when server/mail is counted, then it is at most 2,000 lines', () => {
    const total = sourcesIn('server/mail').reduce((sum, file) => sum + lineCount(file), 0);
    expect(total).toBeLessThanOrEqual(MAX_MAIL_LINES);
  });

  it.each([
    ['server/store', ['server/store/']],
    ['server/mail', ['server/mail/', 'server/store/', 'server/email-address', 'server/durable-file']],
  ])('when %s’s imports are read, then none reaches into server/ beyond %j', (dir, allowed) => {
    const files = sourcesIn(dir);
    expect(files.length).toBeGreaterThan(0);
    const outside = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('server/') && !allowed.some((prefix) => target.startsWith(prefix)))
        .map((target) => `${file} imports ${target}`),
    );
    expect(outside).toEqual([]);
  });

  it.each([
    [
      'the store would import the outbox or the replay guard',
      'server/store/site-database.ts',
      "import type { OutboxStore } from '../mail/outbox-store';\nimport type { ReplayGuard } from '../security/captcha-replay-guard';\nexport type Tenants = [OutboxStore, ReplayGuard];\n",
    ],
    [
      'the outbox would import a feature or the list of kinds',
      'server/mail/types.ts',
      "import type { OrderRequest } from '../order/order-request';\nimport type { SiteRequest } from '../site-mail';\nimport type { MailKind } from './mail-kind';\nexport type Kinds = [OrderRequest, SiteRequest, MailKind];\n",
    ],
  ])(
    'when %s, then lint refuses the first two imports',
    async (_what, file, text) => {
      const [result] = await new ESLint({ cwd: root }).lintText(text, { filePath: path.join(root, file) });
      const refused = result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.line);
      expect(refused).toEqual([1, 2]);
    },
    60_000,
  );
});
