// A chat message's text with its $…$ and $$…$$ math drawn by the problem feature's KaTeX renderer.
import 'katex/dist/katex.min.css';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { renderMath } from '../../problem/lib/render-math';
import { splitChatMath } from '../lib/chat-math';

export function ChatMathText({ text }: { text: string }) {
  const segments = useMemo(
    () =>
      splitChatMath(text).map((segment) =>
        segment.kind === 'text'
          ? segment
          : { ...segment, html: renderMath(segment.value, { displayMode: segment.display }) },
      ),
    [text],
  );
  return (
    <Box component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', '& .katex': { fontSize: '1.1em' } }}>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.value}</span>
        ) : (
          <Box
            key={index}
            component={segment.display ? 'div' : 'span'}
            sx={segment.display ? { overflowX: 'auto', whiteSpace: 'normal' } : undefined}
            dangerouslySetInnerHTML={{ __html: segment.html }}
          />
        ),
      )}
    </Box>
  );
}
