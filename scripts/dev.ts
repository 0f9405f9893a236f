import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'vite';

/**
 * `npm run dev`: the API, restarted on every server change (node --watch), and the Vite dev
 * server with hot reload, which proxies /api to it. Ctrl+C stops both; if one dies, so does the other.
 */
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '5000';
process.env.API_PORT = apiPort;

const api: ChildProcess = spawn(process.execPath, ['--watch', '--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort },
});

const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();
console.log(`  ➜  API:     http://127.0.0.1:${apiPort} (proxied at /api)`);

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await vite.close();
  process.exit(code);
}

api.on('exit', (code, signal) => {
  if (!stopping) console.error(`The API stopped (${signal ?? `exit code ${code}`}); stopping the dev server.`);
  void stop(code ?? 1);
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
