import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { kmsSecretBox } from '../../../functions/adapters/secret-box/kms';
import { localSecretBox } from '../../../functions/adapters/secret-box/local-key';
import { SecretBoxOpenError } from '../../../functions/adapters/secret-box/port';

const kms = mockClient(KMSClient);
const KEY = 'arn:aws:kms:ap-southeast-2:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab';

describe('the KMS secret box', () => {
  afterEach(() => kms.reset());

  it('seals with one Encrypt of the UTF-8 password on the password key, the student id as encryption context', async () => {
    // Prepare
    kms.on(EncryptCommand).resolves({ CiphertextBlob: new Uint8Array([1, 2, 3, 250]) });
    const box = kmsSecretBox(new KMSClient({ region: 'ap-southeast-2' }), KEY);

    // Act
    const sealed = await box.seal('Otter-maple-kite7!', { userId: 'student-1' });

    // Assess
    const calls = kms.commandCalls(EncryptCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({
      KeyId: KEY,
      Plaintext: Buffer.from('Otter-maple-kite7!', 'utf8'),
      EncryptionContext: { userId: 'student-1' },
    });
    expect(sealed).toBe(`kms:v1:${Buffer.from([1, 2, 3, 250]).toString('base64')}`);
    expect(sealed).not.toContain('Otter');
  });

  it('opens with one Decrypt of the ciphertext on the same key with the same encryption context', async () => {
    // Prepare
    kms.on(DecryptCommand).resolves({ Plaintext: Buffer.from('Otter-maple-kite7!', 'utf8') });
    const box = kmsSecretBox(new KMSClient({ region: 'ap-southeast-2' }), KEY);

    // Act
    const password = await box.open(`kms:v1:${Buffer.from([9, 8, 7]).toString('base64')}`, { userId: 'student-1' });

    // Assess
    expect(password).toBe('Otter-maple-kite7!');
    expect(kms.commandCalls(DecryptCommand)[0]?.args[0].input).toEqual({
      KeyId: KEY,
      CiphertextBlob: Buffer.from([9, 8, 7]),
      EncryptionContext: { userId: 'student-1' },
    });
  });

  it('refuses text the local key sealed without calling KMS', async () => {
    // Prepare
    const box = kmsSecretBox(new KMSClient({ region: 'ap-southeast-2' }), KEY);

    // Act
    const opening = box.open('local:v1:a.b.c', { userId: 'student-1' });

    // Assess
    await expect(opening).rejects.toBeInstanceOf(SecretBoxOpenError);
    expect(kms.calls()).toHaveLength(0);
  });
});

describe("the twin's AES-256-GCM secret box", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'secret-box-'));
  const keyFile = path.join(dir, 'nested', 'password-key');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a 256-bit key file readable by its owner only, and opens what it sealed', async () => {
    // Prepare
    const box = localSecretBox(keyFile);

    // Act
    const sealed = await box.seal('Otter-maple-kite7!', { userId: 'student-1' });
    const opened = await localSecretBox(keyFile).open(sealed, { userId: 'student-1' });

    // Assess
    expect(opened).toBe('Otter-maple-kite7!');
    expect(sealed).toMatch(/^local:v1:/);
    expect(sealed).not.toContain('Otter');
    expect(Buffer.from(readFileSync(keyFile, 'utf8'), 'hex')).toHaveLength(32);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('seals the same password differently each time (a fresh nonce)', async () => {
    // Prepare
    const box = localSecretBox(keyFile);

    // Act
    const [first, second] = await Promise.all([box.seal('same', { userId: 'u' }), box.seal('same', { userId: 'u' })]);

    // Assess
    expect(first).not.toBe(second);
  });

  it("refuses another student's context, a changed ciphertext and another key", async () => {
    // Prepare
    const box = localSecretBox(keyFile);
    const sealed = await box.seal('Otter-maple-kite7!', { userId: 'student-1' });
    const [iv, tag, ciphertext] = sealed.slice('local:v1:'.length).split('.');
    const flipped = Buffer.from(ciphertext ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;

    // Act
    const otherStudent = box.open(sealed, { userId: 'student-2' });
    const tampered = box.open(`local:v1:${iv}.${tag}.${flipped.toString('base64')}`, { userId: 'student-1' });
    const otherKey = localSecretBox(path.join(dir, 'other-key')).open(sealed, { userId: 'student-1' });

    // Assess
    await expect(otherStudent).rejects.toBeInstanceOf(SecretBoxOpenError);
    await expect(tampered).rejects.toBeInstanceOf(SecretBoxOpenError);
    await expect(otherKey).rejects.toBeInstanceOf(SecretBoxOpenError);
  });
});
