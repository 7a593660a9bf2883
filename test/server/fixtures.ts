import { test as base } from "vitest";
import type { LeadsConfig } from "../../server/leads/core/config";
import { startSmtp, startTestService, tempDir, testConfig } from "./testing";

/*
 * The lead service's tests' set-up as Vitest fixtures: a test names what
 * it needs (`async ({ smtp, start }) => …`), gets it fresh, and everything
 * it started is stopped and removed after it, in reverse order, whether it
 * passed or not.
 */

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;
export type Service = Awaited<ReturnType<typeof startTestService>>;
type ServiceOptions = Parameters<typeof startTestService>[1];

type Fixtures = {
  /** A fresh temporary folder (the database's). */
  temp: ReturnType<typeof tempDir>;
  /** A real SMTP server that keeps every message. */
  smtp: Smtp;
  /**
   * Starts the service as `npm start` runs it, over a fresh SQLite file in
   * `temp`; stopped after the test.
   */
  start: Start;
  /** The same, e-mailing through `smtp` unless `overrides` say otherwise. */
  startWithSmtp: Start;
};

type Start = (
  overrides?: Partial<LeadsConfig>,
  options?: ServiceOptions,
) => Promise<Service>;

/** Starts services over `dir` while the test runs; stops them after it. */
async function serviceStarter(
  dir: string,
  defaults: Partial<LeadsConfig>,
  use: (start: Start) => Promise<void>,
) {
  const started: Service[] = [];
  await use(async (overrides = {}, options = {}) => {
    const service = await startTestService(
      testConfig(dir, { ...defaults, ...overrides }),
      options,
    );
    started.push(service);
    return service;
  });
  for (const service of started.reverse()) await service.close();
}

export const test = base.extend<Fixtures>({
  // Vitest reads a fixture's dependencies from its first parameter's
  // pattern, so one without any takes an empty one.
  // eslint-disable-next-line no-empty-pattern
  temp: async ({}, use) => {
    const temp = tempDir();
    await use(temp);
    temp.remove();
  },
  // eslint-disable-next-line no-empty-pattern
  smtp: async ({}, use) => {
    const smtp = await startSmtp();
    await use(smtp);
    await smtp.close();
  },
  start: ({ temp }, use) => serviceStarter(temp.dir, {}, use),
  startWithSmtp: ({ temp, smtp }, use) =>
    serviceStarter(temp.dir, { smtpUrl: smtp.url }, use),
});

export const it = test;
