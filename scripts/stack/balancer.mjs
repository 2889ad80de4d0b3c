// The cluster's front (npm run start:cluster): nginx as the edge cache, a CDN's stand-in, in
// front of HAProxy, which balances the API processes and checks their health. Both come from
// Debian's packages and are installed when missing, as Chromium and PostgreSQL are for the tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The Debian package and the command each tool runs as. */
const TOOLS = [
  { command: 'haproxy', packages: ['haproxy'] },
  { command: 'nginx', packages: ['nginx'] },
];

const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0 ||
  spawnSync('sh', ['-c', `test -x /usr/sbin/${command}`], { stdio: 'ignore' }).status === 0;

/** The binary's path (Debian puts both in /usr/sbin, which a user's PATH may lack). */
export const toolPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() ||
  `/usr/sbin/${command}`;

/** Installs HAProxy and nginx when missing (root, or sudo); says what it did. */
export function ensureBalancerTools(log) {
  const missing = TOOLS.filter((tool) => !onPath(tool.command));
  if (missing.length === 0) return;
  const packages = missing.flatMap((tool) => tool.packages);
  log(`installing ${packages.join(' and ')} from Debian's packages`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const [command, ...rest] = [...asRoot, ...args];
    const result = spawnSync(command, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['apt-get', 'update', '-qq']);
  // The packages' own services are not wanted: the stack runs its own instances.
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  for (const service of ['nginx', 'haproxy']) {
    spawnSync('sh', ['-c', `service ${service} stop >/dev/null 2>&1 || true`]);
  }
}

/**
 * HAProxy: round robin over the API processes, each checked at /readyz every second (down after
 * two failures, up after one success); a request that could not reach a process goes to another
 * (only a connection failure is retried for writes: a write the process may have done is never
 * sent twice). The balancer names each request (`x-request-id`) unless the edge did.
 */
export function haproxyConfig({ host, port, apiPorts, dir }) {
  return `global
  maxconn 4096
  log stdout format raw local0 notice
  # The operator's runtime switches (\`disable server api/api2\`): the cluster bench uses them.
  stats socket ${path.join(dir, 'haproxy.sock')} mode 600 level admin

defaults
  mode http
  log global
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response response-timeout

frontend site
  bind ${host}:${port}
  option forwardfor
  unique-id-format %[uuid()]
  http-request set-header x-request-id %[unique-id] unless { req.hdr(x-request-id) -m found }
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # Reads may be retried elsewhere after a process died mid-answer; writes only when they never
  # reached one.
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  default-server inter 1s fall 2 rise 1 check
${apiPorts.map((apiPort, index) => `  server api${index + 1} ${host}:${apiPort}`).join('\n')}
`;
}

/**
 * nginx as the edge: keeps what the site marks public (pages, feeds, sitemaps, public reads) by
 * their Cache-Control and Vary, revalidates with their ETags, and never keeps or serves from its
 * cache anything asked with a session (an Authorization header or any cookie). It names the
 * client for the processes' per-address limits (X-Forwarded-For set, not appended, so a client
 * cannot pose as another).
 */
export function nginxConfig({ host, port, balancerPort, dir }) {
  return `worker_processes 2;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
daemon off;

events {
  worker_connections 2048;
}

http {
  access_log off;
  client_body_temp_path ${path.join(dir, 'client-body')};
  proxy_temp_path ${path.join(dir, 'proxy-temp')};
  fastcgi_temp_path ${path.join(dir, 'fastcgi-temp')};
  uwsgi_temp_path ${path.join(dir, 'uwsgi-temp')};
  scgi_temp_path ${path.join(dir, 'scgi-temp')};
  proxy_cache_path ${path.join(dir, 'cache')} levels=1:2 keys_zone=byline:32m max_size=1g inactive=10m use_temp_path=off;
  client_max_body_size 12m;

  upstream balancer {
    server ${host}:${balancerPort};
    keepalive 64;
  }

  map $http_authorization$http_cookie $signed_in {
    "" 0;
    default 1;
  }

  server {
    listen ${host}:${port} reuseport;

    location / {
      proxy_pass http://balancer;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header x-request-id $request_id;
      # A kept answer would repeat the id of the request that filled the cache.
      proxy_hide_header x-request-id;
      add_header x-request-id $request_id always;

      proxy_cache byline;
      proxy_cache_key $scheme$http_host$request_uri$http_unique_key;
      proxy_cache_bypass $signed_in;
      proxy_no_cache $signed_in;
      proxy_cache_lock on;
      proxy_cache_revalidate on;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      add_header x-cache-status $upstream_cache_status always;
    }
  }
}
`;
}

/** Writes both configurations into `dir`; answers their paths. */
export function writeBalancerConfigs({ dir, host, port, balancerPort, apiPorts }) {
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  // Started as root, nginx's workers run as nobody: they write the cache and temporary files.
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'nobody:nogroup', dir]);
  const haproxy = path.join(dir, 'haproxy.cfg');
  const nginx = path.join(dir, 'nginx.conf');
  writeFileSync(haproxy, haproxyConfig({ host, port: balancerPort, apiPorts, dir }));
  writeFileSync(nginx, nginxConfig({ host, port, balancerPort, dir }));
  return { haproxy, nginx };
}
