// The type realms: each folder's code is checked with the globals of where it runs.
export const REALMS = [
  { name: 'core (every runtime)', config: 'core/tsconfig.json' },
  { name: 'web app (browser page)', config: 'src/tsconfig.json' },
  { name: 'web worker', config: 'workers/tsconfig.json' },
  { name: 'server (Node)', config: 'server/tsconfig.json' },
  { name: 'tests, scripts and tool configuration', config: 'tsconfig.json' },
];
