import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('App', () => {
  it('renders its main landmark', () => {
    render(<App />);
    expect(screen.getByRole('main', { name: '供应链金融服务平台' })).toBeInTheDocument();
  });
});
