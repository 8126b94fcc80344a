import { AVATAR_CONTENT_TYPES } from '@telemed/domain';
import type { AvatarContentType, User } from '@telemed/domain';
import { Alert, Avatar, Button, FileTrigger, Inline, Stack, Text, toastQueue } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { SectionCard } from '../../shell/SectionCard';

type AvatarImage = File & { type: AvatarContentType };

function isAvatarImage(file: File): file is AvatarImage {
  return (AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type);
}

/**
 * The profile picture: the server hands out an upload URL, the image goes there by PUT, and
 * the answer is the user with the new avatar. Any non-200 reads 'Adding avatar failed.'.
 */
export function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const { client, session } = useServices();
  const hintId = useId();
  const upload = useMutation({
    mutationFn: async (image: AvatarImage) => {
      const { uploadUrl } = await client.users.requestAvatarUpload({
        body: { contentType: image.type },
      });
      return client.uploadAvatar(uploadUrl, { content: image, contentType: image.type });
    },
    onSuccess: (updated) => {
      session.setUser(updated);
      toastQueue.show(t('settings.avatarSaved'), { tone: 'success' });
    },
  });

  const choose = (files: FileList | null) => {
    const image = files?.[0];
    if (image && isAvatarImage(image)) upload.mutate(image);
  };

  return (
    <SectionCard headingId="avatar-heading" heading={t('settings.avatar')}>
      {upload.isError && <Alert tone="error">{errorText(upload.error, t)}</Alert>}
      <Inline space="large">
        <Avatar name={user.fullName || user.email} src={user.avatar} size="large" />
        <Stack space="xsmall">
          <FileTrigger acceptedFileTypes={[...AVATAR_CONTENT_TYPES]} onSelect={choose}>
            <Button variant="secondary" isPending={upload.isPending} aria-describedby={hintId}>
              {t('settings.chooseAvatar')}
            </Button>
          </FileTrigger>
          <Text id={hintId} size="small" tone="secondary">
            {t('settings.avatarHint')}
          </Text>
        </Stack>
      </Inline>
    </SectionCard>
  );
}
