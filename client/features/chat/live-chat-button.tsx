import { useState } from 'react';
import { company } from '../../../shared/catalogue/company';
import { supportCopy } from '../../../shared/catalogue/site-copy';
import { useAppDispatch } from '../../app/hooks';
import { usePublicConfig } from '../../app/public-config-context';
import { toastShown } from '../../state/toasts-slice';
import { Button, ButtonAnchor } from '../../ui/button';
import { Icon } from '../../ui/icons';

const { buttonLabel, unavailableText } = supportCopy.cards.liveChat;

/**
 * The Live Chat card's button. With a chat provider configured, the first click loads its widget
 * and opens it; with none (the default), it is a link to the company's WhatsApp chat.
 */
export function LiveChatButton() {
  const { chat } = usePublicConfig();
  const dispatch = useAppDispatch();
  const [loading, setLoading] = useState(false);

  if (chat.provider === 'none') {
    return (
      <ButtonAnchor href={company.whatsapp.href} target="_blank" rel="noopener noreferrer" data-testid="live-chat">
        <Icon name="message" size={18} />
        {buttonLabel}
      </ButtonAnchor>
    );
  }

  const start = async () => {
    if (loading) return;
    setLoading(true);
    try {
      const { openChat } = await import(/* webpackChunkName: "chat-widget" */ './open-chat');
      await openChat(chat);
    } catch (error) {
      console.error('Live chat could not be opened:', error);
      dispatch(toastShown({ title: unavailableText, variant: 'destructive' }));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button
      onClick={() => void start()}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-testid="live-chat"
    >
      <Icon name="message" size={18} />
      {buttonLabel}
    </Button>
  );
}
