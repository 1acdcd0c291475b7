/**
 * The pages a hub answers before its operator writes their own (docs/pages.md): the articles and content pages the
 * product links to. `atelier pages edit SLUG` starts from this text and writes the operator's file, which wins.
 */
export const BUILT_IN_PAGES: Readonly<Record<string, string>> = {
  'articles/early-access': `# What is early access?

Some creators release a new model version to early supporters first. While a version is in early access, its
downloads, its image generation or both are sold for Buzz; when the early-access window ends, the version opens to
everyone at no cost.

## Buying access

- The version page shows what is gated, how long is left and the price in Buzz.
- Press **Get access** and choose what you want: download access also grants generation.
- The Buzz is held until the early-access window ends and then goes to the creator.
- Access you bought is yours to keep, even after the window ends.

## Is it worth it?

Early access lets you try a version first and tells the creator their work is valued. If you would rather wait,
the version becomes free when the countdown reaches zero.
`,
  'articles/6341': `# Early access helps creators earn from their work

Training a good model takes time, data and compute. Early access gives creators a fair way to be rewarded for it
without locking their work away for good.

## How it works for creators

1. When you publish a version, turn on early access in the version's settings.
2. Choose what to gate (downloads, generation or both), a price in Buzz for each and how many days the window lasts.
3. Supporters buy access during the window; their Buzz is held and paid to you when the window ends.
4. When the window ends the version is free for everyone.

A published version's early-access window can only be made shorter, never longer, so supporters always know where
they stand.
`,
  'articles/11494': `# Generation-only models

A creator can publish a version for **generation only**: you can create images with it on this hub, but its files
cannot be downloaded.

## Why creators choose it

- To keep control over where their model is used.
- To share a model whose licence does not allow the files to be redistributed.

## What you can do

- Generate images with the version from its page.
- Review it, collect it, follow its creator and tip them with Buzz.

If you need the files, ask the creator: they can change the version to allow downloads at any time.
`,
  'content/tos': `# Terms of service

By using this hub you agree to these terms.

1. **Your account.** Keep your password safe; you are responsible for what is done with your account.
2. **What you upload.** Only upload models, images and text you have the right to share. You keep the rights to your
   work and let this hub show and distribute it as you choose on each model.
3. **Behaviour.** Be respectful. No harassment, spam or attempts to break the hub or other people's accounts.
4. **Content rules.** Follow the [content rules](/content/rules/real-people). Moderators may hide, unpublish or remove
   content that breaks them, and may mute or ban accounts.
5. **Buzz.** Buzz is this hub's virtual currency. It has no cash value and cannot be exchanged for money.
6. **Appeals.** If you think a moderation decision was wrong, see [appeals](/content/content-appeal).

The operator of this hub may change these terms; the current version is always on this page.
`,
  'content/content-appeal': `# Appealing a moderation decision

If a moderator unpublished one of your models or versions and you think it was a mistake, you can ask for a review.

## How to appeal

1. Open the model's page while signed in. The notice at the top says why it was unpublished.
2. Fix what the notice names, if you can (for example the images or the description).
3. Press **Appeal this decision** on the notice, tell the moderators what you changed, and send the appeal. A
   moderator will look at it again.

You can follow the outcome in your notifications. Please be patient: each request is read by a person.
`,
  'content/rules/real-people': `# Content rules: real people

Models and images that depict real, identifiable people are allowed only within these rules.

- **No sexual or suggestive content** of real people, ever.
- **No minors.** Content that depicts real minors is removed and the account is banned.
- **No harassment or deception.** Do not use a real person's likeness to mock, threaten or mislead, or to make
  content that could be mistaken for real events.
- **Public figures** may be depicted in clearly artistic or satirical work that respects the rules above.

Models of real people are marked as such. Viewers can hide them in their account's browsing settings.
`,
};
