/**
 * Two builds: the browser bundle (hashed, split per page, with a manifest the server reads) and
 * the server bundle (Node, dependencies left in node_modules).
 */
import path from 'node:path';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import nodeExternals from 'webpack-node-externals';

const root = __dirname;
// BUILD_DIR lets a second checkout or a parallel test run build elsewhere; the server reads the same variable.
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');

const swcRule = (targetsBrowser: boolean) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        target: targetsBrowser ? 'es2020' : 'es2022',
      },
    },
  },
});

/**
 * What the entry imports to hydrate a page (client/entry.tsx), so that the entry can run them a task
 * at a time, yet listed with the entry's scripts, so they come with every page.
 */
const ENTRY_PARTS = ['react-dom', 'hydrate-page'];
/**
 * Their modules, React DOM's and the site shell's alike, in one chunk (`shell`): a module runs only
 * when imported, so one file still runs in steps, and is 1.7 KB brotli less than a chunk each
 * (decision 020).
 */
const SHELL_CHUNK = 'shell';

/**
 * Writes manifest.json: the entry's scripts, per named chunk group (page) its scripts, and the name
 * of each named chunk's file (for the tests and the bench: a lazy chunk's file is named by number).
 */
class ManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const jsFiles = (files: string[]) => files.filter((f) => f.endsWith('.js'));
          const chunks: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) chunks[name] = jsFiles(group.getFiles());
          const main = jsFiles(compilation.entrypoints.get('main')?.getFiles() ?? []);
          const parts = ENTRY_PARTS.flatMap((name) => jsFiles(compilation.namedChunkGroups.get(name)?.getFiles() ?? []));
          // The entry's own file last: it runs the page once the others have arrived.
          const entry = [...new Set([...parts, ...main].filter((file) => !main.includes(file)).concat(main))];
          const names: Record<string, string> = {};
          for (const chunk of compilation.chunks)
            if (chunk.name) for (const file of jsFiles([...chunk.files])) names[file] = chunk.name;
          const json = JSON.stringify({ entry, chunks, names }, null, 2);
          compilation.emitAsset('../manifest.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

const resolve = { extensions: ['.tsx', '.ts', '.js', '.mjs'] };

/*
 * react-router's package exports always point at its development build (dev warnings on); its
 * production build is the same code with them off, and leaves them out of the browser bundle.
 */
const reactRouterBuild = (mode: Configuration['mode']) => {
  const dist = path.join(root, 'node_modules/react-router/dist', mode === 'development' ? 'development' : 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
};

const client = (mode: Configuration['mode']): Configuration => ({
  name: 'client',
  mode,
  target: 'web',
  entry: { main: path.join(root, 'client/entry.tsx') },
  output: {
    path: path.join(buildDir, 'public/assets'),
    filename: '[name].[contenthash:10].js',
    // The runtime in main names every lazy chunk's file: by number and hash alone, 0.8 KB brotli less
    // on every page than with each chunk's name too. The manifest tells a file's chunk (`names`).
    chunkFilename: mode === 'development' ? '[name].[contenthash:10].js' : '[id].[contenthash:10].js',
    publicPath: '/assets/',
    clean: true,
  },
  resolve: { ...resolve, alias: reactRouterBuild(mode) },
  // Browsers have globalThis: no shim for Node's `global` (only the Sentry SDK names it, where
  // `typeof global` guards it), which would ride in main's runtime on every page.
  node: { global: false },
  module: {
    rules: [
      swcRule(true),
      // Only Emotion's unused withTheme imports it; without a sideEffects flag of its own it (and
      // react-is) would ship anyway. Marked side-effect free, webpack keeps it only if used.
      { test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      // react-router's unused components and contexts left out (scripts/pure-react-calls-loader.mjs).
      {
        test: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][\w-]+\.mjs$/,
        use: path.join(root, 'scripts/pure-react-calls-loader.mjs'),
      },
    ],
  },
  devtool: false,
  optimization: {
    // webpack's runtime rides in main (one request fewer on a slow connection); the libraries and
    // the shell that every page runs share one chunk, the others' libraries their own.
    splitChunks: {
      chunks: 'all',
      cacheGroups: {
        [SHELL_CHUNK]: {
          name: SHELL_CHUNK,
          chunks: (chunk: webpack.Chunk) => ENTRY_PARTS.includes(chunk.name ?? ''),
          enforce: true,
          priority: 20,
        },
      },
    },
    minimizer: [
      new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: {} }, extractComments: false }),
    ],
  },
  performance: { hints: false },
  plugins: [
    new ManifestPlugin(),
    new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') }),
  ],
});

const server = (mode: Configuration['mode']): Configuration => ({
  name: 'server',
  mode,
  target: 'node24',
  entry: {
    index: path.join(root, 'server/index.ts'),
    outbox: path.join(root, 'server/outbox-cli/main.ts'),
    'dmarc-intake': path.join(root, 'server/dmarc-reports/intake-thread.ts'),
    // Processes of their own, started through server/reader-processes.ts (report-intake.ts, message-reader.ts, forward-intake.ts).
    'dmarc-reader': path.join(root, 'server/dmarc-reports/reader-process.ts'),
    'genuine-reader': path.join(root, 'server/genuine-email/reader-process.ts'),
    'forward-reader': path.join(root, 'server/message-check-mail/forward-reader-process.ts'),
  },
  output: { path: path.join(buildDir, 'server'), filename: '[name].js', clean: true },
  resolve,
  module: { rules: [swcRule(false)] },
  externalsPresets: { node: true },
  externals: [nodeExternals()],
  devtool: 'source-map',
  optimization: { minimize: false, splitChunks: false },
  // One file per entry: the site, the operator's outbox command, the DMARC intake's thread and
  // the reader processes of the DMARC intake, of "Is this e-mail genuine?" and of the check address.
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 6 })],
  performance: { hints: false },
  node: { __dirname: false },
});

export default (_env: unknown, argv: { mode?: Configuration['mode'] }) => {
  const mode = argv.mode ?? 'production';
  return [client(mode), server(mode)];
};
