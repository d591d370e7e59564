import { fill } from '../shared/fill';
import { accountText } from './accountText';

type Browser = keyof typeof accountText.browsers;
type System = keyof typeof accountText.systems;

/** The words `deviceName` uses (a translated catalogue passes its own). */
interface DeviceText {
  deviceOn: string;
  unknownDevice: string;
  browsers: Record<Browser, string>;
  systems: Record<System, string>;
}

// Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari.
const BROWSERS: [RegExp, Browser][] = [
  [/\bEdg(e|A|iOS)?\//, 'edge'],
  [/\bOPR\/|\bOpera\b/, 'opera'],
  [/\bSamsungBrowser\//, 'samsung'],
  [/\bFirefox\/|\bFxiOS\//, 'firefox'],
  [/\bChrome\/|\bCriOS\//, 'chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'safari'],
];
// iPads and iPhones before Android (neither says it); Android says Linux.
const SYSTEMS: [RegExp, System][] = [
  [/\biPad\b/, 'ipad'],
  [/\biPhone\b|\biPod\b/, 'iphone'],
  [/\bAndroid\b/, 'android'],
  [/\bWindows\b/, 'windows'],
  [/\bCrOS\b/, 'chromeos'],
  [/\bMac OS X\b|\bMacintosh\b/, 'mac'],
  [/\bLinux\b/, 'linux'],
];

/**
 * A session's device in plain words from its User-Agent: `Chrome on Android`, `Safari on iPhone`,
 * `Firefox` alone when the system is not told, `Unknown device` when neither is.
 */
export function deviceName(userAgent: string, text: DeviceText = accountText): string {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return fill(text.deviceOn, { browser: text.browsers[browser], os: text.systems[system] });
  if (browser) return text.browsers[browser];
  if (system) return text.systems[system];
  return text.unknownDevice;
}

/** Addresses of this machine or a private network say nothing to a user: they read as such. */
const LOCAL =
  /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd][0-9a-f]{2}:|fe80:|::ffff:(127|10|192\.168)\.)/i;

/** Where a session was last used: its address, `Local network` for a private one, or `Unknown place`. */
export function placeName(ip: string, text: { localNetwork: string; unknownPlace: string } = accountText): string {
  if (!ip) return text.unknownPlace;
  return LOCAL.test(ip) ? text.localNetwork : ip;
}
