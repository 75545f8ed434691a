// The type realms: each folder's code is checked with the globals of where it runs.
export const REALMS = [
  { name: 'engine package (every runtime)', config: 'packages/engine/tsconfig.json' },
  { name: 'contract package (every runtime)', config: 'packages/contract/tsconfig.json' },
  { name: 'web app (browser page)', config: 'src/tsconfig.json' },
  { name: 'web worker', config: 'workers/tsconfig.json' },
  { name: 'server (Node)', config: 'server/tsconfig.json' },
  { name: 'tests, scripts and tool configuration', config: 'tsconfig.json' },
];
