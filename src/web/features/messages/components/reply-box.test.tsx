import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { PropertyChip } from './regarding-property';
import { ReplyBox } from './reply-box';

function renderBox(props: Partial<Parameters<typeof ReplyBox>[0]> = {}) {
  const onSend = vi.fn((_content: string) => Promise.resolve(true));
  renderWithProviders(<ReplyBox onSend={onSend} enterSends {...props} />);
  const box = screen.getByPlaceholderText('Type your reply...');
  const send = screen.getByRole('button', { name: 'Send Reply' });
  return { onSend, box, send };
}

describe('ReplyBox', () => {
  it("keeps 'Send Reply' disabled while the text is blank or whitespace", async () => {
    const user = userEvent.setup();
    const { box, send, onSend } = renderBox();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBe(box);
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(box, '   ');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, 'Hello');
    expect(send.hasAttribute('disabled')).toBe(false);
  });

  it('sends the trimmed text and empties the box', async () => {
    const user = userEvent.setup();
    const { box, send, onSend } = renderBox();
    await user.type(box, '  Is it still available?  ');
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith('Is it still available?');
    expect(box).toHaveProperty('value', '');
  });

  it('sends on Enter and adds a line on Shift+Enter', async () => {
    const user = userEvent.setup();
    const { box, onSend } = renderBox();
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveProperty('value', 'Line one\nLine two');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Line one\nLine two');
  });

  it('on phones Enter is a new line; only the button sends', async () => {
    const user = userEvent.setup();
    const { box, onSend } = renderBox({ enterSends: false });
    await user.type(box, 'Hi{Enter}there');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveProperty('value', 'Hi\nthere');
  });

  it('keeps the text when sending failed', async () => {
    const user = userEvent.setup();
    const { box, send } = renderBox({ onSend: () => Promise.resolve(false) });
    await user.type(box, 'Hello');
    await user.click(send);
    expect(box).toHaveProperty('value', 'Hello');
  });

  it('is disabled while a message is on its way', () => {
    const { send } = renderBox({ busy: true });
    expect(send.hasAttribute('disabled')).toBe(true);
  });

  it("shows the removable 'Regarding property' chip above the box", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderBox({ attachment: <PropertyChip title="Spacious 3 BHK in Indiranagar" onRemove={onRemove} /> });
    expect(screen.getByText(/Regarding property:/).textContent).toBe('Regarding property: Spacious 3 BHK in Indiranagar');
    await user.click(screen.getByRole('button', { name: 'Remove property' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
