// Browser tests start a whole app and Chromium; jest 30 ignores a per-project testTimeout.
jest.setTimeout(120_000);
