import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PageTitle } from '../../../ui/PageTitle';
import { HELP_BACK, HELP_TABS, HELP_TITLE, type HelpBlock } from '../help-content';

function Block({ block }: { block: HelpBlock }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {block.heading}
      </Typography>
      {block.paragraphs?.map((text) => (
        <Typography key={text} sx={{ mb: 1 }}>
          {text}
        </Typography>
      ))}
      {block.steps && (
        <Box component="ol" sx={{ pl: 3, my: 0 }}>
          {block.steps.map((text) => (
            <Typography key={text} component="li" sx={{ mb: 0.75 }}>
              {text}
            </Typography>
          ))}
        </Box>
      )}
      {block.terms && (
        <Box component="dl" sx={{ my: 0 }}>
          {block.terms.map(({ term, text }) => (
            <Box key={term} sx={{ mb: 1.25 }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ ml: 0 }}>
                {text}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** /help: five tabs of guidance written for store owners and their teams. */
export function HelpPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);
  const current = HELP_TABS[tab]!;
  return (
    <>
      <Button startIcon={<ArrowBack />} onClick={() => void navigate(-1)} sx={{ mb: 1 }}>
        {HELP_BACK}
      </Button>
      <PageTitle>{HELP_TITLE}</PageTitle>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, value: number) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={HELP_TITLE}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {HELP_TABS.map((entry) => (
            <Tab key={entry.label} label={entry.label} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={current.label} sx={{ p: { xs: 2, md: 3 }, maxWidth: 860 }}>
          <Typography variant="h2" gutterBottom>
            {current.label}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {current.intro}
          </Typography>
          {current.blocks.map((block) => (
            <Block key={block.heading} block={block} />
          ))}
        </Box>
      </Paper>
    </>
  );
}
