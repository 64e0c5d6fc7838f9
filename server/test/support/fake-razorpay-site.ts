import { FakeRazorpay } from './fake-razorpay';
import { pauseJobs } from './pause-jobs';
import { startTestApp, TestApp } from './test-app';

/**
 * The setup of a spec whose site pays through the fake Razorpay: the fake started before the site and stopped after it,
 * the named jobs paused (the spec runs their work by hand), and, when asked, the fake's timestamps on the site's clock.
 * `site()` answers the test app once the spec's hooks run.
 */
export function siteWithFakeRazorpay(options: { pausedJobs: string[]; fakeOnSiteClock?: boolean }): {
  razorpay: FakeRazorpay;
  site: () => TestApp;
} {
  const razorpay = new FakeRazorpay();
  let t: TestApp | undefined;
  beforeAll(async () => {
    await razorpay.start();
    t = await startTestApp(razorpay.siteEnv());
    if (options.fakeOnSiteClock) razorpay.now = () => t!.clock.now().getTime();
    await pauseJobs(t, ...options.pausedJobs);
  });
  afterAll(async () => {
    await t?.close();
    await razorpay.stop();
  });
  return { razorpay, site: () => t! };
}
