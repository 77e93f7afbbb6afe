import { grantRole } from '../../src/commands/users/user-roles.command';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signUpOnLoginPage } from './support/web-app';

const h = useWebHarness();

describe('tournament scorecards in the browser', () => {
  it('enters a scorecard on one page and the open leaderboard on another changes without reloading', async () => {
    const board = await newPage(h);
    await board.page.goto('/tournament/demo-tonight/leaderboard');
    await board.page.getByRole('heading', { name: /Friday Night Scramble/ }).waitFor();
    await board.page.getByText('Tournament Active').waitFor();
    let navigations = 0;
    board.page.on('framenavigated', (f) => {
      if (f === board.page.mainFrame()) navigations++;
    });

    // A visitor is asked for a team's scorer code and cannot name a team; the desk (staff) can.
    const visitor = await newPage(h, 375, 800);
    await visitor.page.goto('/tournament/demo-tonight/scorecard-entry');
    await visitor.page.getByLabel('Team').getByText('No teams have entered yet').waitFor({ state: 'attached' });
    expect(await visitor.page.getByLabel('Team Name').count()).toBe(0);
    await visitor.context.close();

    const entry = await newPage(h, 375, 800);
    await signUpOnLoginPage(entry.page, h.app, 'Desk', 'Staff');
    const me = await entry.page.evaluate(async () => (await fetch('/api/auth/phone-user')).json());
    const granted = await grantRole(h.app.ctx, me.id ?? me.user.id, 'employee', 'e2e desk', { actor: 'system' });
    await h.app.ctx.projections.waitFor(granted.position, ['users'], 30_000);
    await entry.page.goto('/tournament/demo-tonight/leaderboard');
    await entry.page.getByRole('link', { name: 'Submit Scorecard' }).click();
    await entry.page.getByLabel('Team Name').fill('Browser Birdies');
    for (const [hole, score] of [
      [1, '2'],
      [2, '4'],
      [3, '3'],
    ] as const)
      await entry.page.getByLabel(`Hole ${hole} (par`).fill(score);
    await entry.page.getByTestId('running-total').getByText('9').waitFor();
    expect(await entry.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(entry.page, 'scorecard-entry-375');
    // Live updates go out a second after each hole: the board shows the team playing.
    await board.page.getByRole('cell', { name: 'Browser Birdies' }).first().waitFor({ timeout: 15_000 });
    await entry.page.getByRole('button', { name: 'Submit' }).click();
    await entry.page.waitForURL(/\/tournament\/demo-tonight\/leaderboard$/);
    const row = board.page.getByTestId('leaderboard').getByRole('row', { name: /Browser Birdies/ });
    await row.getByRole('cell', { name: '9', exact: true }).waitFor({ timeout: 15_000 });
    await board.page.waitForFunction(
      () => !document.querySelector('[data-testid="leaderboard"]')?.textContent?.includes('Playing now'),
    );
    await screenshot(board.page, 'leaderboard-live');
    expect(navigations).toBe(0);
    await board.context.close();
    await entry.context.close();
  });
});
