// The baseline of the per-import costs: React and styled-components alone.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { styled } from 'styled-components';

const Box = styled.div`
  color: #1f2329;
`;
createRoot(document.getElementById('root')).render(h(Box, null, '示例'));
