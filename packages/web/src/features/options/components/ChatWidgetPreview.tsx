import { useState } from 'react';
import Box from '@mui/material/Box';
import Send from '@mui/icons-material/Send';
import type { ThemeColorSet, WidgetPosition } from '@mostrador/core';

export interface PreviewMessage {
  from: 'bot' | 'user';
  text: string;
}

export interface ChatWidgetPreviewProps {
  colors: ThemeColorSet;
  titlebarText: string;
  logoUrl: string;
  position: WidgetPosition;
  messages: PreviewMessage[];
  chips?: readonly string[];
  inputPlaceholder: string;
  label: string;
}

const LAUNCHER_SIDE: Record<WidgetPosition, object> = {
  left: { left: 12 },
  center: { left: '50%', transform: 'translateX(-50%)' },
  right: { right: 12 },
};

/**
 * A self-contained picture of the customer chat widget with the store's colours: title bar,
 * messages, option chips, input box and the round launcher where the widget sits. Presentational
 * only, so the real widget can take its place later.
 */
export function ChatWidgetPreview(props: ChatWidgetPreviewProps) {
  const { colors } = props;
  // A logo url that does not load shows the plain circle, as the real widget would.
  const [brokenLogo, setBrokenLogo] = useState('');
  const hasLogo = Boolean(props.logoUrl) && brokenLogo !== props.logoUrl;
  const avatar = hasLogo ? (
    <Box
      component="img"
      src={props.logoUrl}
      alt=""
      onError={() => setBrokenLogo(props.logoUrl)}
      sx={{ width: 32, height: 32, borderRadius: '50%', objectFit: 'cover' }}
    />
  ) : (
    <Box sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: colors.titlebar_font_color }} />
  );
  return (
    <Box
      role="region"
      aria-label={props.label}
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 340,
        height: 500,
        mx: 'auto',
        borderRadius: 2,
        bgcolor: '#eceff1',
        border: '1px solid',
        borderColor: 'divider',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: '12px 12px 84px 12px',
          display: 'flex',
          flexDirection: 'column',
          borderRadius: 2,
          overflow: 'hidden',
          boxShadow: 3,
        }}
      >
        <Box
          data-part="titlebar"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 1,
            bgcolor: colors.titlebar_color,
            color: colors.titlebar_font_color,
            // Large text (19 px bold), as in the customer's chat: the default colours (#ed841e on
            // #134859, 3.4:1) pass WCAG AA for large text, not for body text.
            fontSize: '1.2rem',
            fontWeight: 700,
          }}
        >
          {avatar}
          <span>{props.titlebarText}</span>
        </Box>
        <Box
          data-part="messages"
          sx={{
            flexGrow: 1,
            p: 1.5,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            bgcolor: colors.chat_background,
            overflowY: 'auto',
          }}
        >
          {props.messages.map((message, index) => (
            <Box
              key={index}
              data-part={message.from === 'bot' ? 'bot-message' : 'user-message'}
              sx={{
                alignSelf: message.from === 'bot' ? 'flex-start' : 'flex-end',
                maxWidth: '85%',
                px: 1.25,
                py: 0.75,
                borderRadius: 1.5,
                fontSize: '0.875rem',
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                color: colors.font_color,
                bgcolor: message.from === 'bot' ? colors.bot_message : colors.user_message,
                boxShadow: 1,
              }}
            >
              {message.text}
            </Box>
          ))}
          {props.chips && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {props.chips.map((chip) => (
                <Box
                  key={chip}
                  data-part="chip"
                  sx={{
                    px: 1.25,
                    py: 0.5,
                    borderRadius: 4,
                    fontSize: '0.8rem',
                    bgcolor: colors.chip_color,
                    color: colors.font_color,
                  }}
                >
                  {chip}
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <Box
          data-part="input"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 1,
            bgcolor: colors.input_box_color,
            color: colors.input_font_color,
          }}
        >
          <Box sx={{ flexGrow: 1, fontSize: '0.875rem', opacity: 0.8 }}>{props.inputPlaceholder}</Box>
          <Send data-part="send" sx={{ color: colors.send_icon }} />
        </Box>
      </Box>
      <Box
        data-part="launcher"
        data-position={props.position}
        sx={{
          position: 'absolute',
          bottom: 12,
          width: 60,
          height: 60,
          borderRadius: '50%',
          boxShadow: 3,
          bgcolor: colors.titlebar_color,
          backgroundImage: hasLogo ? `url("${encodeURI(props.logoUrl)}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          ...LAUNCHER_SIDE[props.position],
        }}
      />
    </Box>
  );
}
