import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import Account from 's3rver/lib/models/account.js';
import type { S3Settings } from '../../server/config';

/** Keys the emulator accepts (it checks every request's signature); the secret is what the log tests look for. */
export const S3_TEST_KEY_ID = 'OASISMEDIATESTKEY';
export const S3_TEST_SECRET = 'oasis-s3-secret-never-in-logs-7f3a9c';
Account.DUMMY_ACCOUNT.createKeyPair(S3_TEST_KEY_ID, S3_TEST_SECRET);

/** A local S3-protocol server (s3rver) on a free port, its objects in a temporary folder; no Docker, no internet. */
export async function startS3(bucket = 'oasis-media') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-s3-'));
  let server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  let running = true;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: S3_TEST_KEY_ID,
    secretAccessKey: S3_TEST_SECRET,
    forcePathStyle: true,
    keyPrefix: '',
  };
  return {
    settings,
    directory,
    /** A bucket outage: the port stops answering. */
    async stop() {
      if (running) await server.close();
      running = false;
    },
    /** Back on the same port with the same objects. */
    async start() {
      if (running) return;
      server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
      await server.run();
      running = true;
    },
    async destroy() {
      await this.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
