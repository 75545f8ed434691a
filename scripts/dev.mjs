// npm run dev: the API server (restarted on change) and Vite's dev server with /api proxied to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { VITE_CONFIG_ARGS, root } from './lib/build.mjs';

const apiPort = process.env.API_PORT ?? '8081';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(bin('vite'), VITE_CONFIG_ARGS, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
