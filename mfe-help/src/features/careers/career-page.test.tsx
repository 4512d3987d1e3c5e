import { i18n } from '@storefront/shared';
import type { Job, JobList } from '@storefront/shared';
import khErrors from '@storefront/shared/locales/kh/errors.json';
import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import kh from '../../../locales/kh/help.json';
import CareerPage from './career-page';
import { enter } from '../../testing/form';

type User = ReturnType<typeof renderWithProviders>['user'];

const job: Job = {
  id: 5,
  slug: 'delivery-coordinator-siem-reap',
  team: 'operations',
  title: { en: 'Delivery Coordinator', kh: 'អ្នកសម្របសម្រួលការដឹកជញ្ជូន' },
  location: { en: 'Siem Reap', kh: 'សៀមរាប' },
  employment: 'full_time',
  description: { en: 'Work with our delivery partners.', kh: 'ធ្វើការជាមួយដៃគូដឹកជញ្ជូនរបស់យើង។' },
};
const jobs: JobList = {
  data: [job],
  teams: ['engineering', 'operations', 'customer-care', 'marketing', 'merchants'],
  links: { first: '', last: null, prev: null, next: null },
  meta: { currentPage: 1, perPage: 1, total: 1, totalIsEstimate: false, lastPage: 1 },
};

const attachCv = (name: string, size = 2048) => {
  const file = new File(['cv'], name);
  Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(screen.getByTestId('file-cv'), { target: { files: [file] } });
};

async function openApplication(user: User) {
  const list = await screen.findByTestId('job-list');
  await user.click(within(list).getByRole('button', { name: 'Apply' }));
  return screen.findByRole('dialog', { name: 'Apply for Delivery Coordinator' });
}

async function fill(user: User) {
  await enter(user, 'Full name', 'Rithy Chea');
  await enter(user, 'E-mail', 'rithy@example.com');
  await enter(user, 'Phone', '097 765 4321');
}

async function inKhmer(run: () => Promise<void>) {
  i18n.addResourceBundle('kh', 'help', kh, true, true);
  i18n.addResourceBundle('kh', 'errors', khErrors, true, true);
  try {
    await act(() => i18n.changeLanguage('kh'));
    await run();
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
}

describe('CareerPage', () => {
  jest.setTimeout(30_000);

  it("shows each opening's location in the interface's language", async () => {
    mockApi({ 'GET /jobs': { body: jobs } });
    renderWithProviders(<CareerPage />, { namespaces: { help: en } });
    const list = await screen.findByTestId('job-list');
    expect(list).toHaveTextContent('Siem Reap');
    await inKhmer(async () => {
      expect(list).toHaveTextContent('សៀមរាប');
      expect(list).not.toHaveTextContent('Siem Reap');
    });
  });

  it('shows what is missing next to each field of the application and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /jobs': { body: jobs } });
    const { user } = renderWithProviders(<CareerPage />, { namespaces: { help: en } });
    const dialog = await openApplication(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Please enter your name.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Enter a Cambodian phone number, e.g. 012 345 678.',
    );
    expect(within(dialog).getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'Please attach your CV.',
    );
    attachCv('cv.png');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(
      await within(dialog).findByText('Upload your CV as a PDF or Word (.docx) file.'),
    ).toBeInTheDocument();
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the application with the CV and shows the confirmation', async () => {
    const { calls } = mockApi({
      'GET /jobs': { body: jobs },
      'POST /jobs/5/applications': { status: 201, body: { data: { id: 40 } } },
    });
    // jsdom's File cannot be read back out of a Node Request: watch what the form puts in instead.
    const set = jest.spyOn(FormData.prototype, 'set');
    try {
      const { user } = renderWithProviders(<CareerPage />, { namespaces: { help: en } });
      const dialog = await openApplication(user);
      await fill(user);
      attachCv('Rithy CV.docx');
      await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
      expect(await within(dialog).findByTestId('form-success')).toHaveTextContent('Application sent');
      expect(within(dialog).getByTestId('form-success')).toHaveTextContent(
        'Thank you for applying for Delivery Coordinator.',
      );
      expect(
        calls.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname),
      ).toEqual(['/api/jobs/5/applications']);
      const sent = new Map(set.mock.calls.map(([name, value]) => [name, value]));
      expect(sent.get('name')).toBe('Rithy Chea');
      expect(sent.get('phone')).toBe('097 765 4321');
      expect(sent.has('coverLetter')).toBe(false);
      expect((sent.get('cv') as File).name).toBe('Rithy CV.docx');
    } finally {
      set.mockRestore();
    }
  });

  it('says in Khmer that the CV is too large when the API refuses it (413), from its code', async () => {
    mockApi({
      'GET /jobs': { body: jobs },
      'POST /jobs/5/applications': {
        status: 413,
        body: {
          statusCode: 413,
          error: 'Payload Too Large',
          code: 'upload.too_large',
          params: { megabytes: 5 },
          message: 'The file is too large. The limit is 5 MB.',
        },
      },
    });
    const { user } = renderWithProviders(<CareerPage />, { namespaces: { help: en } });
    const dialog = await openApplication(user);
    await fill(user);
    attachCv('cv.pdf');
    await inKhmer(async () => {
      await user.click(within(dialog).getByRole('button', { name: kh.career.submit }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('ឯកសារធំពេក។ ទំហំអតិបរមាគឺ ៥ MB។');
      expect(within(dialog).getByRole('alert')).not.toHaveTextContent('The file is too large');
    });
  });
});
