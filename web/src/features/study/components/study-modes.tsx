// The study modes of spec §3 as cards: each starts a workbook through /solve/one (INCORRECT opens the incorrect
// notes, LAWN the study record with its lawn, CHAT the tutor); NEXT needs a practised unit.
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import ChatRoundedIcon from '@mui/icons-material/ChatRounded';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import GrassRoundedIcon from '@mui/icons-material/GrassRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import NextPlanRoundedIcon from '@mui/icons-material/NextPlanRounded';
import RuleRoundedIcon from '@mui/icons-material/RuleRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { chatPath } from '../../chat/lib/chat-links';
import { AI_SET_SIZE } from '../../recommend/api/get-ai-set';
import { studyModePath } from '../../../lib/study-links';

type CardMode = 'INCORRECT' | 'TODAY' | 'FAST' | 'RECENT' | 'NEXT' | 'LAWN' | 'CHAT' | 'AI';

interface ModeCard {
  mode: CardMode;
  icon: ReactNode;
  /** Where the card goes; null: not available (yet). */
  to: string | null;
  note?: string;
}

function CardBody({ card, title, body }: { card: ModeCard; title: string; body: string }) {
  const { t } = useTranslation('study');
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 0.5, alignContent: 'start', height: '100%' }}>
      <Box sx={{ color: card.to ? 'primary.main' : 'text.secondary', display: 'flex' }} aria-hidden>
        {card.icon}
      </Box>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {card.note ?? body}
      </Typography>
      {card.to === null && !card.note && (
        <Chip size="small" label={t('modes.comingSoon')} sx={{ justifySelf: 'start', mt: 0.5 }} />
      )}
    </Box>
  );
}

export function StudyModes({ hasPractised }: { hasPractised: boolean }) {
  const { t } = useTranslation('study');
  const cards: ModeCard[] = [
    { mode: 'TODAY', icon: <EventAvailableRoundedIcon />, to: studyModePath('TODAY', { count: 10 }) },
    { mode: 'FAST', icon: <BoltRoundedIcon />, to: studyModePath('FAST', { count: 5 }) },
    { mode: 'INCORRECT', icon: <RuleRoundedIcon />, to: appPaths.incorrectNotes },
    { mode: 'RECENT', icon: <HistoryRoundedIcon />, to: studyModePath('RECENT', { count: 10 }) },
    {
      mode: 'NEXT',
      icon: <NextPlanRoundedIcon />,
      // Without a unit the api takes the unit practised last; before any practice there is none.
      to: hasPractised ? studyModePath('NEXT', { count: 5 }) : null,
      note: hasPractised ? undefined : t('modes.NEXT_locked'),
    },
    { mode: 'AI', icon: <AutoAwesomeRoundedIcon />, to: studyModePath('AI', { count: AI_SET_SIZE }) },
    { mode: 'LAWN', icon: <GrassRoundedIcon />, to: appPaths.analytics },
    { mode: 'CHAT', icon: <ChatRoundedIcon />, to: chatPath() },
  ];

  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {cards.map((card) => {
        const title = t(`modes.${card.mode}.title`);
        const body = t(`modes.${card.mode}.body`);
        return (
          <Box component="li" key={card.mode} data-testid={`mode-${card.mode}`}>
            <Card
              variant="outlined"
              sx={{ height: '100%', ...(card.to ? {} : { bgcolor: 'action.hover' }) }}
              aria-disabled={card.to ? undefined : true}
            >
              {card.to ? (
                <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
                  <CardBody card={card} title={title} body={body} />
                </CardActionArea>
              ) : (
                <CardBody card={card} title={title} body={body} />
              )}
            </Card>
          </Box>
        );
      })}
    </Box>
  );
}
