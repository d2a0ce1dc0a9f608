import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccount } from '../auth/use-account.ts';
import { useT } from '../i18n/text.ts';
import { type NoticeMessage, Notice, problemNotice, success } from '../ui/notice.tsx';
import { usePending } from '../ui/use-pending.ts';
import { createNewsletter } from './newsletters-api.ts';
import { L } from './texts.ts';

/**
 * On an article's edit screen (owners only, who alone send newsletters): a newsletter made
 * of the article's title, summary, picture and link, opened to check and send.
 */
export function SendArticle({ articleId }: { articleId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const account = useAccount();
  const { busy, pending } = usePending();
  const [notice, setNotice] = useState<NoticeMessage>();
  if (account?.role !== 'owner') return null;

  async function make() {
    try {
      await pending(async () => {
        const letter = await createNewsletter({ article_id: articleId });
        // Busy until the letter's screen is shown: a second tap would make a second letter.
        await navigate(`/admin/newsletters/${letter.id}`, { state: { notice: success(L.saved) } });
      });
    } catch (error) {
      setNotice(problemNotice(error));
    }
  }
  return (
    <section className="a-send-article" aria-labelledby="send-article-title">
      <h2 id="send-article-title">{t(L.fromArticle)}</h2>
      <p className="a-hint">{t(L.fromArticleHint)}</p>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      <button type="button" className="a-button" disabled={busy} onClick={() => void make()}>
        {t(L.fromArticle)}
      </button>
    </section>
  );
}
