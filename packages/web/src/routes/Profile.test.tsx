import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { NoBirthData } from './Profile.tsx';

describe('the profile without birth data', () => {
  test('says No Birth Data, asks for it and links to the form at /', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <NoBirthData signedIn />
      </MemoryRouter>,
    );
    expect(html).toContain('No Birth Data');
    expect(html).toContain('Please fill out your birth data to see your chart');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*Enter Birth Data<\/a>/);
    expect(html).toContain('Birth Chart Profile');
  });
});
