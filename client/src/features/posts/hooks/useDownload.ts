import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { fetchAttachment, RestError } from '../../../shared/http/rest';
import { notify } from '../../../shared/ui/notify';
import { postsStrings as s } from '../strings';

interface Downloadable {
  id: string;
  title: string;
  kind: string;
  monetizable: boolean;
  downloadUrl: string;
  author: { id: string };
}

/** Mirrors the server: monetized images come watermarked unless the plan lifts it. */
export function willWatermark(
  post: Omit<Downloadable, 'downloadUrl' | 'title' | 'id'>,
  viewer: { id: string; entitlements: { watermarkFreeDownloads: boolean } } | null,
): boolean {
  if (post.kind !== 'image' || !post.monetizable || viewer?.id === post.author.id) {
    return false;
  }
  return !viewer?.entitlements.watermarkFreeDownloads;
}

/**
 * Downloads through fetch (the endpoint needs the bearer header), then hands the blob to the
 * browser as a file via a temporary object URL.
 */
export function useDownload() {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const download = async (post: Downloadable) => {
    setBusy(true);
    try {
      const { blob, filename } = await fetchAttachment(post.downloadUrl);
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = filename ?? `${post.title || 'mixel'}`;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
      client.cache.modify<{ counts: { downloads: number } }>({
        id: client.cache.identify({ __typename: 'Post', id: post.id }),
        fields: {
          counts: (counts) =>
            'downloads' in counts ? { ...counts, downloads: counts.downloads + 1 } : counts,
        },
      });
    } catch (error) {
      // a used-up daily allowance is explained in the server's words (with its way out)
      const limited = error instanceof RestError && error.code === 'CONTENT.DOWNLOAD_LIMIT';
      notify.error(limited ? error.message : s.downloadFailed, 'download');
    } finally {
      setBusy(false);
    }
  };

  return { download, busy };
}
