/**
 * Debian's nginx in front of the test's replicas, with deploy/nginx.conf as its configuration: only the ports and the
 * paths a test may write are rewritten, so the file that ships is the file that is tested.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sleep } from '../credits/load-helpers';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** deploy/nginx.conf with the test's listening port, upstream ports and a scratch directory for pid, logs and temp files. */
export function nginxConfig(listenPort: number, upstreamPorts: readonly number[], dir: string): string {
  const conf = readFileSync(path.join(REPO, 'deploy/nginx.conf'), 'utf8');
  const upstreams = [...conf.matchAll(/^\s*server 127\.0\.0\.1:\d+ .*;$/gm)];
  if (upstreams.length !== upstreamPorts.length) throw new Error(`deploy/nginx.conf lists ${upstreams.length} replicas, the test runs ${upstreamPorts.length}`);
  let i = 0;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`).join('\n');
  return conf
    .replace(/^\s*server 127\.0\.0\.1:\d+ (.*);$/gm, (_m, rest: string) => `    server 127.0.0.1:${upstreamPorts[i++]} ${rest};`)
    .replace(/^pid .*;$/m, `pid ${dir}/nginx.pid;`)
    .replace(/^error_log .*;$/m, `error_log ${dir}/error.log warn;`)
    .replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${listenPort};`)
    .replace(/^http \{$/m, `http {\n${temp}`);
}

/** nginx in the foreground as a child; `stop` ends it. */
export class Nginx {
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(upstreamPorts: readonly number[]): Promise<void> {
    if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx-light (.ci/run installs it, as it does chromium and postgresql)');
    const file = path.join(this.dir, 'nginx.conf');
    writeFileSync(file, nginxConfig(this.port, upstreamPorts, this.dir));
    const check = spawnSync(NGINX, ['-t', '-q', '-p', this.dir, '-c', file], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
    this.child = spawn(NGINX, ['-p', this.dir, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    // Started once its port takes connections: the pid file can come before that on a loaded machine.
    for (let tries = 0; tries < 600; tries++) {
      if (existsSync(path.join(this.dir, 'nginx.pid')) && (await accepts(this.port))) return;
      if (this.child.exitCode !== null) break;
      await sleep(50);
    }
    throw new Error(`nginx did not start: ${existsSync(path.join(this.dir, 'error.log')) ? readFileSync(path.join(this.dir, 'error.log'), 'utf8') : ''}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }
}

/** Whether a TCP connection to 127.0.0.1:`port` is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
