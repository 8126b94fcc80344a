import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../rules/languages';
import { domainResources } from './domainResources';
import { domainStrings } from './domainStrings';

describe('domainStrings', () => {
  it.each(LANGUAGES)('loads the same messages in %s as the bundled resources', async (language) => {
    expect(domainStrings.namespace).toBe('domain');
    expect(await domainStrings.load(language)).toBe(domainResources[language]);
  });
});
