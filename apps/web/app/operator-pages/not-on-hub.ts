/** What each missing feature's page says. */
export const notOnHubText = (pathname: string): { title: string; description: string } =>
  pathname.startsWith('/bounties/')
    ? {
        title: 'Bounties are not on this hub',
        description:
          'Bounties (paying Buzz for a model or images made to order) are a feature this hub does not offer. You can still tip creators and support their models with Buzz.',
      }
    : {
        title: 'Odor is not on this hub',
        description:
          'This hub does not offer the Odor product. Everything this hub offers is reachable from its pages.',
      };
