import { routeOwner } from '../../app/route-ownership';
import { companyInfoLinks, customerCareLinks, secondaryCompanyMenu, type SiteLink } from './site-menus';

function flatten(links: readonly SiteLink[]): SiteLink[] {
  return links.flatMap((link) => [link, ...flatten(link.children ?? [])]);
}

const menuLinks = flatten([...customerCareLinks, ...companyInfoLinks, ...secondaryCompanyMenu]);

describe('header site menus', () => {
  it.each(menuLinks.map((link) => [link.key, link.to]))(
    '%s goes to %s, a page the shop has, without a fragment',
    (_key, to) => {
      // No page has ids such as #press or #graduates-interns: a fragment would lead nowhere.
      expect(to).not.toContain('#');
      expect(routeOwner(new URL(to, 'http://shop.test').pathname)).toBeDefined();
    },
  );

  it('PRESS & MEDIA and Graduates & Interns lead to pages of their own, not to About or Our jobs', () => {
    const byKey = new Map(menuLinks.map((link) => [link.key, link.to]));
    expect(byKey.get('menus.secondary.press')).toBe('/press-media');
    expect(byKey.get('menus.secondary.graduates')).toBe('/career/graduates-interns');
    expect(byKey.get('menus.secondary.ourJobs')).toBe('/career');
  });
});
