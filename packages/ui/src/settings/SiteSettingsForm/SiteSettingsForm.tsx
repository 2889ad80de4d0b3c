import {
  brandContrast,
  CATEGORY_SLUG_PATTERN,
  HEX_COLOR_PATTERN,
  MIN_TEXT_CONTRAST,
  refuseBrandColor,
  SITE_SETTINGS_MESSAGES,
  type SiteCategory,
  type SiteSettings,
  type UpdateSiteSettingsRequest,
} from '@byline/api-client/contract';
import {
  ActionIcon,
  Button,
  Checkbox,
  ColorSwatch,
  FileInput,
  Group,
  Image,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { SETTINGS_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import { useMediaUrl } from '../../media';
import { columnsToText, linksToText, textToColumns, textToLinks } from './siteSettingsText';

/** A category as the form edits it: `key` names its fields (its saved slug, or new-N). */
type EditedCategory = Omit<SiteCategory, 'id'> & { id?: number; key: string };

export interface SiteSettingsFormProps {
  settings: SiteSettings;
  /** Resolves true once saved; `logo`: a new logo picture chosen, to upload first. */
  onSave: (request: UpdateSiteSettingsRequest, logo: File | null) => Promise<boolean>;
}

/**
 * The administrators' site settings (docs/adr/0038): name, description, brand colour (its
 * contrast shown live, an unreadable one refused before sending, as the server refuses it),
 * social links, footer columns, and the categories renamed, reordered and hidden.
 */
export function SiteSettingsForm({ settings, onSave }: SiteSettingsFormProps) {
  const texts = useMessages(SETTINGS_TEXTS);
  const [name, setName] = useState(settings.name);
  const [description, setDescription] = useState(settings.description ?? '');
  const [color, setColor] = useState(settings.brand_color ?? '');
  const [social, setSocial] = useState(linksToText(settings.social_links));
  const [footer, setFooter] = useState(columnsToText(settings.footer_columns));
  const [categories, setCategories] = useState<EditedCategory[]>(() =>
    settings.categories.map((category) => ({ ...category, key: category.slug })),
  );
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [saving, setSaving] = useState(false);
  const mediaUrl = useMediaUrl();
  const currentLogo = mediaUrl(settings.logo_url);

  const trimmedColor = color.trim();
  const colorValid = trimmedColor === '' || HEX_COLOR_PATTERN.test(trimmedColor);
  const colorError =
    trimmedColor === ''
      ? null
      : !colorValid
        ? SITE_SETTINGS_MESSAGES.invalidColor
        : (refuseBrandColor(trimmedColor)?.message ?? null);
  const nameError = name.trim() === '' ? SITE_SETTINGS_MESSAGES.nameRequired : null;

  const change = (key: string, values: Partial<EditedCategory>) =>
    setCategories((current) =>
      current.map((category) => (category.key === key ? { ...category, ...values } : category)),
    );
  const added = categories.filter((category) => category.id === undefined).length;
  const addCategory = () =>
    setCategories((current) => [
      ...current,
      { key: `new-${added + 1}`, slug: '', name: '', nav_label: null, hidden: false },
    ]);
  const move = (index: number, by: -1 | 1) =>
    setCategories((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (colorError || nameError) return;
    setSaving(true);
    await onSave(
      {
        name,
        description: description.trim() === '' ? null : description,
        brand_color: trimmedColor === '' ? null : trimmedColor,
        social_links: textToLinks(social),
        footer_columns: textToColumns(footer),
        categories: categories.map(({ id, slug, name: categoryName, nav_label, hidden }) => ({
          ...(id === undefined ? {} : { id }),
          slug,
          name: categoryName,
          nav_label: nav_label?.trim() ? nav_label : null,
          hidden,
        })),
        ...(removeLogo && !logo ? { remove_logo: true } : {}),
      },
      logo,
    );
    setSaving(false);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {texts.identity}
        </Title>
        <TextInput
          label={texts.name}
          required
          value={name}
          error={nameError}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Textarea
          label={texts.description}
          description={texts.descriptionHint}
          autosize
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={texts.brandColor}
            description={texts.brandColorHint}
            placeholder="#a3141d"
            value={color}
            error={colorError}
            onChange={(event) => setColor(event.currentTarget.value)}
          />
          {trimmedColor !== '' && colorValid && (
            <Stack gap={4} align="center" mt={28}>
              <ColorSwatch color={trimmedColor} role="img" aria-label={texts.preview} />
              <Text
                size="xs"
                c={brandContrast(trimmedColor) < MIN_TEXT_CONTRAST ? 'red.8' : 'dimmed'}
              >
                {texts.contrast(brandContrast(trimmedColor).toFixed(2))}
              </Text>
            </Stack>
          )}
        </Group>
        <Group align="flex-end" gap="md">
          {currentLogo && !removeLogo && (
            <Image src={currentLogo} alt={texts.currentLogo} h={40} w="auto" fit="contain" />
          )}
          <FileInput
            style={{ flex: 1 }}
            label={texts.logo}
            description={texts.logoHint}
            accept="image/png,image/jpeg,image/webp,image/gif"
            clearable
            value={logo}
            onChange={setLogo}
          />
          {settings.logo_url && (
            <Checkbox
              label={texts.removeLogo}
              checked={removeLogo}
              onChange={(event) => setRemoveLogo(event.currentTarget.checked)}
              mb={8}
            />
          )}
        </Group>
        <Textarea
          label={texts.socialLinks}
          description={texts.socialLinksHint}
          autosize
          minRows={3}
          value={social}
          onChange={(event) => setSocial(event.currentTarget.value)}
        />
        <Textarea
          label={texts.footerColumns}
          description={texts.footerColumnsHint}
          autosize
          minRows={3}
          value={footer}
          onChange={(event) => setFooter(event.currentTarget.value)}
        />
        <Title order={2} fz="h3">
          {texts.categories}
        </Title>
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {categories.map((category, index) => (
            <Group key={category.key} component="li" align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={texts.categoryName(category.key)}
                value={category.name}
                onChange={(event) => change(category.key, { name: event.currentTarget.value })}
              />
              <TextInput
                label={texts.categorySlug(category.key)}
                value={category.slug}
                error={
                  category.slug === '' || CATEGORY_SLUG_PATTERN.test(category.slug)
                    ? null
                    : SITE_SETTINGS_MESSAGES.invalidSlug
                }
                onChange={(event) =>
                  change(category.key, { slug: event.currentTarget.value.trim().toLowerCase() })
                }
              />
              <TextInput
                label={texts.categoryNavLabel(category.key)}
                value={category.nav_label ?? ''}
                onChange={(event) =>
                  change(category.key, { nav_label: event.currentTarget.value || null })
                }
              />
              <Checkbox
                label={texts.categoryHidden(category.name || category.key)}
                checked={category.hidden}
                onChange={(event) => change(category.key, { hidden: event.currentTarget.checked })}
                mb={8}
              />
              <ActionIcon
                variant="default"
                aria-label={texts.moveUp(category.name)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                mb={4}
              >
                <IconArrowUp size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={texts.moveDown(category.name)}
                disabled={index === categories.length - 1}
                onClick={() => move(index, 1)}
                mb={4}
              >
                <IconArrowDown size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Group justify="space-between">
          <Button variant="default" onClick={addCategory}>
            {texts.addCategory}
          </Button>
          <Button type="submit" loading={saving}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
