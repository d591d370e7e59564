/**
 * p50/p90/p99 of `POST /login/` over loopback: 200 sequential logins of a demo customer against a
 * running server. `node --import tsx apps/api/src/features/auth/bench-login.ts [baseUrl] [n]`.
 */
import { DEMO_CUSTOMERS } from '../../seed/demo-users';

async function main() {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  const n = Number(process.argv[3] ?? 200);
  const { mobile, password } = DEMO_CUSTOMERS[0];
  const times: number[] = [];
  for (let i = 0; i < n + 5; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, password }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    if (i >= 5) times.push(performance.now() - t); // the first few warm up the connection and JIT
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  process.stdout.write(`POST /login/ x${n}: p50 ${at(50)} ms, p90 ${at(90)} ms, p99 ${at(99)} ms\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
