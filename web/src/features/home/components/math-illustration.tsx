// The landing page's picture: a problem card with a checked answer among floating math symbols. Plain SVG in the
// theme's colours, so it costs no image download and follows the chosen theme.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

export function MathIllustration() {
  const theme = useTheme();
  const { primary, secondary, success, warning, background, text, divider } = theme.palette;
  return (
    <Box
      component="svg"
      viewBox="0 0 360 280"
      aria-hidden
      sx={{ width: '100%', maxWidth: 420, height: 'auto', display: 'block', mx: 'auto' }}
    >
      <circle cx="180" cy="140" r="128" fill={primary.main} opacity="0.12" />
      <circle cx="300" cy="52" r="26" fill={secondary.main} opacity="0.25" />
      <circle cx="52" cy="226" r="18" fill={warning.main} opacity="0.35" />
      {/* the problem card */}
      <rect x="70" y="60" width="220" height="160" rx="20" fill={background.paper} stroke={divider} strokeWidth="2" />
      <rect x="94" y="84" width="96" height="10" rx="5" fill={text.secondary} opacity="0.35" />
      <text x="94" y="138" fontSize="30" fontWeight="700" fill={text.primary} fontFamily="serif">
        ½ + ¼ =
      </text>
      <rect x="216" y="110" width="52" height="40" rx="10" fill={success.main} opacity="0.18" />
      <text x="242" y="139" fontSize="24" fontWeight="700" fill={success.dark} textAnchor="middle" fontFamily="serif">
        ¾
      </text>
      <rect x="94" y="172" width="172" height="26" rx="13" fill={primary.dark} />
      <path d="M170 185l8 7 14-14" stroke={primary.contrastText} strokeWidth="4" fill="none" strokeLinecap="round" />
      {/* floating symbols */}
      <text x="36" y="96" fontSize="34" fontWeight="700" fill={primary.main}>
        π
      </text>
      <text x="308" y="214" fontSize="32" fontWeight="700" fill={secondary.dark}>
        √
      </text>
      <text x="286" y="120" fontSize="28" fontWeight="700" fill={warning.dark}>
        ×
      </text>
      <text x="28" y="170" fontSize="30" fontWeight="700" fill={success.dark}>
        +
      </text>
      <text x="150" y="40" fontSize="24" fontWeight="700" fill={primary.dark}>
        x²
      </text>
    </Box>
  );
}
