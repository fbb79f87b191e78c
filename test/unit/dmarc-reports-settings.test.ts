import { parseEnv } from '../../server/config';
import { dmarcReportsConfig } from '../../server/dmarc-reports/reports-settings';

describe('the DMARC report intake’s settings', () => {
  it('when nothing is set, then the intake is off', () => {
    expect(dmarcReportsConfig(parseEnv({}).values!)).toEqual({});
  });

  it('when the address and port are set, then it listens on loopback for that address, in lower case', () => {
    const { values } = parseEnv({ DMARC_REPORTS_ADDRESS: 'DMARC@Reports.example.co.za', DMARC_REPORTS_PORT: '2525' });
    expect(dmarcReportsConfig(values!)).toEqual({
      dmarcReports: {
        address: 'dmarc@reports.example.co.za',
        host: '127.0.0.1',
        port: 2525,
        maxBytes: 10 * 1024 * 1024,
        dayBytes: 256 * 1024 * 1024,
      },
    });
  });

  it('when half of a pair is set, then the site does not start, naming the other half', () => {
    expect(
      parseEnv({ DMARC_REPORTS_ADDRESS: 'dmarc@reports.example.co.za', DMARC_REPORTS_TLS_CERT: '/etc/cert.pem' }).problems,
    ).toEqual(
      expect.arrayContaining([
        'DMARC_REPORTS_PORT is required with DMARC_REPORTS_ADDRESS',
        'DMARC_REPORTS_TLS_KEY is required with DMARC_REPORTS_TLS_CERT',
      ]),
    );
  });

  it('when only the check address and the port are set, then the listener takes the check address alone, with its budgets', () => {
    const { values, problems } = parseEnv({ MESSAGE_CHECK_ADDRESS: 'Check@Example.co.za', DMARC_REPORTS_PORT: '2525' });
    expect(problems).toEqual([]);
    expect(dmarcReportsConfig(values!).dmarcReports).toMatchObject({
      messageCheck: { address: 'check@example.co.za', budget: { senderHour: 10, domainDay: 100, siteDay: 1000 } },
    });
    expect(dmarcReportsConfig(values!).dmarcReports?.address).toBeUndefined();
  });

  it('when the check address is set without the port, then the site does not start, naming it', () => {
    expect(parseEnv({ MESSAGE_CHECK_ADDRESS: 'check@example.co.za' }).problems).toEqual([
      'MESSAGE_CHECK_ADDRESS needs DMARC_REPORTS_PORT, the port its mail is taken on',
    ]);
  });
});
