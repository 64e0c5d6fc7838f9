import { act, render, screen } from '@testing-library/react';
import { i18n } from './i18n';
import { Trans, useTranslation } from './use-translation';

i18n.addResourceBundle('en', 'translation', { transTest: { sent: 'We sent a code to <strong>{{email}}</strong>, {{name}}.' } }, true);

function Title() {
  const { t } = useTranslation();
  return <h1>{t('common.retry')}</h1>;
}

describe('useTranslation', () => {
  it('draws again in the new language when it changes', async () => {
    // A language of its own, so the site's Hindi bundle is loaded by the tests that need it, as the site loads it.
    i18n.addResourceBundle('fr', 'translation', { common: { retry: 'Réessayer' } }, true);
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Retry');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading')).toHaveTextContent('Réessayer');
  });
});

describe('Trans', () => {
  it("draws the message's markup with the given elements and its values as text, never as markup", () => {
    const { container } = render(
      <p>
        <Trans i18nKey="transTest.sent" values={{ email: 'a@b.in', name: '<em>Asha</em>' }} components={{ strong: <strong /> }} />
      </p>,
    );
    expect(container.querySelector('strong')).toHaveTextContent('a@b.in');
    expect(container.querySelector('em')).toBeNull();
    expect(container).toHaveTextContent('We sent a code to a@b.in, <em>Asha</em>.');
  });
});
