import { describe, expect, it } from 'vitest';
import { addressRefusal, urlRefusal, type UrlPolicy } from '../../domain/webhooks/url-policy';

/* Which addresses and URLs a webhook may go to (server/domain/webhooks/url-policy.ts). */

const dev: UrlPolicy = { allowLoopback: true, ownPorts: new Set(['8111']) };
const production: UrlPolicy = { allowLoopback: false, ownPorts: new Set(['8111']) };

describe('the webhook URL policy', () => {
  it('refuses private, link-local, unspecified and multicast addresses, v4 and v6, mapped too', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
    ]) {
      expect(addressRefusal(address, dev), address).not.toBeNull();
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8', '100.128.0.1']) {
      expect(addressRefusal(address, production), address).toBeNull();
    }
  });

  it('allows loopback only where the setup says so, and never the API’s own port', () => {
    expect(addressRefusal('127.0.0.1', dev)).toBeNull();
    expect(addressRefusal('::1', dev)).toBeNull();
    expect(addressRefusal('127.0.0.1', production)).toMatch(/loopback/);
    expect(addressRefusal('127.0.0.1', dev, '8111')).toMatch(/DeliverOS API itself/);
    expect(urlRefusal('http://localhost:4242/hooks', dev)).toBeNull();
    expect(urlRefusal('http://localhost:4242/hooks', production)).toMatch(/loopback/);
    for (const host of ['localhost', '127.0.0.1', '127.0.0.2', '[::1]']) {
      expect(urlRefusal(`http://${host}:8111/__mock/reset`, dev), host).toMatch(/DeliverOS API itself/);
    }
  });

  it('lets a name pass when saved (its addresses are checked on connecting), not a private address written in it', () => {
    expect(urlRefusal('https://hooks.example.com/deliveros', production)).toBeNull();
    expect(urlRefusal('http://10.0.0.7/hooks', production)).toMatch(/10\.0\.0\.7 is a private address/);
    expect(urlRefusal('http://[fe80::1]/hooks', production)).toMatch(/link-local/);
    expect(urlRefusal('ftp://example.com/', production)).toMatch(/http/);
  });
});
