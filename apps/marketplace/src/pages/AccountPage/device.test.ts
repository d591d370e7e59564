import { describe, expect, test } from 'vitest';
import { deviceName, placeName } from './device';

describe('deviceName', () => {
  test.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on Mac',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera on Linux',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
    ['okhttp/4.12.0 (Android)', 'Android'],
    ['curl/8.5.0', 'Unknown device'],
    ['', 'Unknown device'],
  ])('%s → %s', (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });

  test('its words come from the text constants', () => {
    const hindi = {
      deviceOn: '{os} पर {browser}',
      unknownDevice: 'अनजान डिवाइस',
      browsers: {
        edge: 'Edge',
        opera: 'Opera',
        samsung: 'Samsung',
        firefox: 'Firefox',
        chrome: 'क्रोम',
        safari: 'सफ़ारी',
      },
      systems: {
        android: 'एंड्रॉयड',
        iphone: 'iPhone',
        ipad: 'iPad',
        windows: 'Windows',
        chromeos: 'ChromeOS',
        mac: 'Mac',
        linux: 'Linux',
      },
    };
    expect(deviceName('Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36', hindi)).toBe(
      'एंड्रॉयड पर क्रोम',
    );
    expect(deviceName('curl/8', hindi)).toBe('अनजान डिवाइस');
  });
});

test.each([
  ['49.36.120.7', '49.36.120.7'],
  ['2401:4900:1c5a::1', '2401:4900:1c5a::1'],
  ['127.0.0.1', 'Local network'],
  ['::1', 'Local network'],
  ['192.168.1.20', 'Local network'],
  ['172.20.0.3', 'Local network'],
  ['172.32.0.3', '172.32.0.3'],
  ['::ffff:10.0.0.2', 'Local network'],
  ['', 'Unknown place'],
])('placeName(%s) → %s', (ip, place) => {
  expect(placeName(ip)).toBe(place);
});
