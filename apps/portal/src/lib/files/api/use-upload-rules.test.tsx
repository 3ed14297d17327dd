import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileEndpoints } from '@scf/api/contract';
import { fakeClient } from '../../../test/fake-client';
import { withHandlers } from '../../../test/extra-handlers';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { DEFAULT_UPLOAD_RULES, useUploadRules } from './use-upload-adapter';

function Rules() {
  const rules = useUploadRules();
  return <p>{`${rules.extensions.join(',')} ${rules.maxSizeKb} ${JSON.stringify(rules.sizeOverridesKb)}`}</p>;
}

describe('useUploadRules', () => {
  it('shows the spec defaults until the server answers, then the server’s limits', async () => {
    const fake = fakeClient();
    let answer: (v: unknown) => void = () => undefined;
    withHandlers(fake.client, [[fileEndpoints.rules, () => new Promise((resolve) => (answer = resolve))]]);
    renderScreen(Rules, { at: '/help/index', client: fake.client, auth: testAuth({}) });
    expect(await screen.findByText(`${DEFAULT_UPLOAD_RULES.extensions.join(',')} 61440 {}`)).toBeInTheDocument();
    answer({ extensions: ['pdf', 'zip'], maxSizeKb: 10240, sizeOverridesKb: { zip: 20480 } });
    expect(await screen.findByText('pdf,zip 10240 {"zip":20480}')).toBeInTheDocument();
  });
});
