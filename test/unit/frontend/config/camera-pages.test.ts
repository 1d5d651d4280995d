import { describe, expect, it } from 'vitest';
import { paths } from '../../../../frontend/src/config/paths';
import { CAMERA_PAGE_PATHS, isCameraPage } from '../../../../lib-infra/web/security-headers';

describe('the pages that may use the camera', () => {
  it("are the SPA's scan login card page, and only that page", () => {
    // Assess
    expect(CAMERA_PAGE_PATHS).toEqual([paths.auth.scanLoginCard.path]);
    expect(paths.auth.scanLoginCard.getHref()).toBe(paths.auth.scanLoginCard.path);
  });

  it('are not the login page or any other page of the SPA', () => {
    // Prepare
    const otherPages = [paths.home, paths.auth.login, paths.auth.root, paths.library, paths.account.root].map(
      (page) => page.path,
    );

    // Assess
    expect(otherPages.filter(isCameraPage)).toEqual([]);
  });
});
