import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from './otp-input';

function ControlledOtp({ initial = '' }: { initial?: string }) {
  const [otp, setOtp] = useState(initial);
  return (
    <>
      <OtpInput value={otp} onChange={setOtp} />
      <output data-testid="otp">{otp}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox');
const otpValue = () => screen.getByTestId('otp').textContent;

// Component tests drive a real DOM; on a busy two-core machine they need more than the 5 s default.
describe('OtpInput', { timeout: 20_000 }, () => {
  it('shows six labelled boxes in one group', () => {
    render(<ControlledOtp />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toBe(boxes()[0]);
  });

  it('takes digits one per box, moving focus forward, and ignores anything else', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp />);
    await user.click(boxes()[0]);
    await user.keyboard('1a2-3 ');
    expect(otpValue()).toBe('123');
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '', '', '']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('fills every box from a pasted code, whatever box has focus', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp />);
    await user.click(boxes()[2]);
    await user.paste(' 987-654 ');
    expect(otpValue()).toBe('987654');
    expect(boxes().map((box) => box.value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(boxes()[5]).toHaveFocus();
  });

  it('ignores a paste without digits', () => {
    render(<ControlledOtp initial="12" />);
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => 'code' } });
    expect(otpValue()).toBe('12');
  });

  it('never holds more than six digits: typing on in the last box replaces its digit', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp />);
    await user.click(boxes()[0]);
    await user.keyboard('12345678');
    expect(otpValue()).toBe('123458');
  });

  it('goes back a box on Backspace in an empty box, removing that digit', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp initial="123" />);
    await user.click(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(otpValue()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
  });
});
