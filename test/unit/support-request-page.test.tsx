import SupportRequestPage from '../../client/pages/support-request-page';
import { renderWithProviders } from '../support/render-with-providers';

describe('the support request form before the visitor starts on it', () => {
  it('says the robot check starts with the form, not that it is loading: its code comes at the first touch', () => {
    const { html } = renderWithProviders(<SupportRequestPage />);
    expect(html).toContain('data-testid="captcha-idle"');
    expect(html).not.toContain('data-testid="captcha-loading"');
  });
});
