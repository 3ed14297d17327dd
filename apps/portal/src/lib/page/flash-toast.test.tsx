import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@scf/ui';
import { FlashToast } from './flash-toast';

function Where() {
  const location = useLocation();
  return <output aria-label="当前地址">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

/** The screen that says its success and leaves: its own toasts' provider goes with it. */
function Leaving() {
  const navigate = useNavigate();
  return (
    <ToastProvider>
      <button type="button" onClick={() => navigate('/list', { state: { flash: '专户32050161360900000001已开立' } })}>
        提交申请
      </button>
    </ToastProvider>
  );
}

function Arriving() {
  return (
    <ToastProvider>
      <FlashToast />
      <Where />
    </ToastProvider>
  );
}

describe('FlashToast', () => {
  it('says the success the previous screen left, once, after that screen and its toasts are gone', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/apply']}>
        <Routes>
          <Route path="/apply" element={<Leaving />} />
          <Route path="/list" element={<Arriving />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('专户32050161360900000001已开立')).toBeInTheDocument();
    // Forgotten at once: a reload or a way back to this entry does not say it again.
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/list null');
    expect(screen.getAllByText('专户32050161360900000001已开立')).toHaveLength(1);
  });
});
