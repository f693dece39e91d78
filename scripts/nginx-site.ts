/**
 * deploy/nginx.conf as a test or a bench runs it on this machine (`npm run test:deploy`, `npm run
 * bench:web`): the same site, changed only where a local run must be: it listens on loopback, the
 * shipped upstream lines point at the run's instances, its log goes to the run's folder, and TLS is
 * either taken out or given the run's own certificate. Then wrapped in a main config that keeps
 * every file nginx writes under that folder.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface LocalSite {
  /** The run's folder: pid, logs and nginx's temporary files. */
  dir: string;
  port: number;
  /** Ports of the app instances, in place of the shipped upstream lines (extra shipped lines go). */
  upstreams: number[];
  /** With a certificate: HTTP/2 over TLS, as shipped; without: plain HTTP/1.1. */
  tls?: { cert: string; key: string };
}

export const SHIPPED_SITE = 'deploy/nginx.conf';

/** The shipped site, changed as `LocalSite` says. */
export function localSite(site: string, { dir, port, upstreams, tls }: LocalSite): string {
  let upstream = 0;
  const local = site
    .replace(/server \{\s*listen 80;[\s\S]*?\n\}\n/, '')
    .replace('listen 443 ssl http2;', tls ? `listen 127.0.0.1:${port} ssl http2;` : `listen 127.0.0.1:${port};`)
    .replace(/^\s*listen \[::\]:443.*\n/m, '')
    .replace(/^(\s*server )127\.0\.0\.1:\d+(.*)\n/gm, (_, head: string, tail: string) =>
      upstream < upstreams.length ? `${head}127.0.0.1:${upstreams[upstream++]}${tail}\n` : '',
    )
    .replace(/access_log \S+/, `access_log ${dir}/access.log`);
  if (!tls) return local.replace(/^\s*ssl_.*$/gm, '');
  return local.replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${tls.cert};`).replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${tls.key};`);
}

/** Writes `dir`/nginx.conf around `site` and returns its path, for `nginx -p dir -c <it>`. */
export function writeNginxConfig(dir: string, site: string): string {
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 256; }\nhttp {\n` +
      ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};\n`).join('') +
      `${site}\n}\n`,
  );
  return conf;
}
