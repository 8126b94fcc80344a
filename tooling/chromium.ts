/**
 * Debian's Chromium, launched the way these machines need it: headless, as root without the
 * sandbox, and without the background networking that a closed network refuses.
 * `playwright install` cannot download browsers here, so every browser test uses this one.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
