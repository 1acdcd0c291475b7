/**
 * Spec §6 as a reader of the spec writes it down, for every procedure and download route: who gets what, per
 * viewer and per state of the model the call is about. Written from the spec, NOT from the domain's POLICY, so
 * the two can disagree; `role-matrix.test.ts` runs every cell over HTTP on both databases. Where the spec is silent
 * (an order of checks, community actions on unpublished models) a cell says what the server does, and says so.
 * Whatever a cell expects, a call about a model the viewer may not see must answer byte for byte like the same
 * call about a missing id; the test checks that for every such cell.
 *
 * Viewers: `owner` owns the model under test; `otherOwner` owns a different model (so owning *a* model grants
 * nothing on someone else's); `signedIn`, `owner`, `otherOwner` and `moderator` are not members; `muted` is a
 * muted non-member.
 */

import {
  ALL,
  community,
  draftOnly,
  each,
  everyone,
  LIVE,
  membersOnVersion,
  model,
  moderatorAction,
  none,
  ownerAction,
  ownVaultItems,
  type Row,
  read,
  refusal,
  type State,
  sees,
  signedInOnly,
  VIEWERS,
} from './role-matrix.cells.js';

/** Someone else's collection is refused to every signed-in viewer but its owner. */
const OWNERS_ONLY = {
  signedIn: 'forbidden',
  member: 'forbidden',
  otherOwner: 'forbidden',
  moderator: 'forbidden',
  muted: 'forbidden',
} as const;

/** The moderator workspace: moderators only, refused to everyone else before anything is looked up. */
const moderatorsOnly = each((viewer) => (viewer === 'moderator' ? 'ok' : refusal(viewer)));
const answerReview = (state: State) =>
  each((viewer) =>
    viewer !== 'moderator' ? refusal(viewer) : state === 'deleted' ? 'forbidden' : '409 REVIEW_REQUEST.NONE',
  );

/** One row per procedure of `PROCEDURES` and per download route; the test fails on any name missing here. */
export const ROLE_MATRIX: Record<string, Row> = {
  // ── model.* ────────────────────────────────────────────────────────────────────────────────────────────
  /** §6: a deleted model shows "removed by its owner" to everyone who may not see it (a page, not an error). */
  'model.getById': model((state) =>
    each((viewer) => (state === 'deleted' || sees(viewer, state) ? 'ok' : 'notFound')),
  ),
  'model.getAssociatedResourcesCardData': model(read),
  /** A list by ids: a model the viewer may not see is left out, exactly as a missing id is (an empty list). */
  'model.getCards': model(() => everyone),
  /** The public model list: everyone may search; what it lists is the same for every viewer (docs/search.md). */
  'model.getAll': none(everyone),
  /** §6 the owner "manages resources". */
  'model.setAssociatedResources': model((state) => ownerAction(state, LIVE)),
  'model.getGallerySettings': model(read),
  'model.getVersions': model(read),
  /** Issue 19: the reviews page reads like the model page. */
  'resourceReview.getForModel': model(read),
  /** §6 owner: gallery moderation. */
  'model.updateGallerySettings': model((state) => ownerAction(state, LIVE)),
  'model.copyGallerySettings': model((state) => ownerAction(state, LIVE)),
  /** §6 owner: rearranges versions (the model has two). */
  'model.reorderVersions': model((state) => ownerAction(state, LIVE)),
  /** §4/§6: lock and comment lock are moderator actions. */
  'model.toggleLock': model((state) => moderatorAction(state, LIVE)),
  'model.toggleLockComments': model((state) => moderatorAction(state, LIVE)),
  /** §4: a private model becomes public once. Any other model is already public. */
  'model.publishPrivateModel': model((state) =>
    each((viewer) => {
      if (!sees(viewer, state)) return 'notFound';
      if (viewer !== 'owner' && viewer !== 'moderator') return refusal(viewer);
      if (state === 'private') return 'ok';
      if (state === 'deleted') return 'forbidden';
      return '409 MODEL.ALREADY_PUBLIC';
    }),
  ),
  /** §6 owner deletes (soft); a deleted model cannot be deleted again. */
  'model.delete': model((state) => ownerAction(state, LIVE)),
  /** §4: the owner unpublishes a published (or scheduled) model. */
  'model.unpublish': model((state) => ownerAction(state, ['published', 'scheduled'])),
  /**
   * §4: the owner republishes an Unpublished model, or publishes a scheduled one now; a moderator may also
   * republish a violation-unpublished one. A private model goes through publishPrivateModel.
   */
  'model.publish': model((state) =>
    ownerAction(state, ['unpublished', 'scheduled'], ['unpublished', 'scheduled', 'violation']),
  ),
  /** §4: a moderator restores a deleted model; nothing else can be restored. */
  'model.restore': model((state) => moderatorAction(state, ['deleted'])),
  /** Issue 11: the delete confirmation's counts, for whoever may delete the model. */
  'model.getDeleteImpact': model((state) => ownerAction(state, LIVE)),
  /** §4: archive, take down, bring back. */
  'model.changeMode': model((state) => moderatorAction(state, LIVE)),
  'model.rescan': model((state) => moderatorAction(state, ALL)),
  'model.toggleCannotPromote': model((state) => moderatorAction(state, LIVE)),
  'model.toggleSearchable': model((state) => moderatorAction(state, LIVE)),
  /** §6 "add or remove from generation (when impersonation is on)"; the matrix runs with every flag on. */
  'model.toggleGeneration': model((state) => moderatorAction(state, LIVE)),
  /** Issue 20: the owner reads their model's history too (without moderators' private notes). */
  'model.getAuditLog': model((state) => ownerAction(state, LIVE, ALL)),
  /** §6 the owner "sets the showcase collection" (one of their own). */
  'model.setShowcaseCollection': model((state) => ownerAction(state, LIVE)),
  'model.hideContentWithTags': model((state) => moderatorAction(state, LIVE)),
  'model.migrateToCollection': model((state) => moderatorAction(state, LIVE)),
  /**
   * Issue 14: the owner (or a moderator) edits a model they can see in any live state; availability stays as chosen,
   * so the call (which says Public) is refused for a private model: that goes public through publishPrivateModel.
   */
  'model.upsert': model((state) =>
    each((viewer) => {
      const outcome = ownerAction(state, LIVE)[viewer];
      return outcome === 'ok' && state === 'private' ? '409 MODEL.AVAILABILITY_FIXED' : outcome;
    }),
  ),
  /** §4: the owner of a violation-unpublished model requests a review. */
  'model.requestReview': model((state) =>
    each((viewer) => {
      if (!sees(viewer, state)) return 'notFound';
      return viewer === 'owner' && state === 'violation' ? 'ok' : refusal(viewer);
    }),
  ),

  // ── modelVersion.* (the model's first version follows the model's state; the second is a complete draft) ─
  /** Publishing the draft version of a model that is itself public (published or scheduled). */
  /** Issue 13: the owner (or a moderator) manages the files of a version they can see, in any live state. */
  'modelFile.create': model((state) =>
    draftOnly(
      each((viewer) => {
        const outcome = ownerAction(state, LIVE)[viewer];
        return outcome === 'ok' ? '404 UPLOAD.NOT_FOUND' : outcome;
      }),
    ),
  ),
  'modelFile.update': model((state) => draftOnly(ownerAction(state, LIVE))),
  /**
   * Issue 14: anyone signed in posts on a public version (§5: not muted); the owner and moderators on any version
   * they can see, so a model can get its first post before it is published.
   */
  'post.create': model((state) =>
    each((viewer) => {
      if (!sees(viewer, state)) return 'notFound';
      if (viewer === 'anonymous') return 'signIn';
      if (state === 'deleted') return 'forbidden';
      return viewer === 'muted' ? 'muted' : 'ok';
    }),
  ),
  /** The owner's post on v1 and no such upload: the post's author and moderators hear that; others are refused. */
  'post.addImage': model((state) =>
    each((viewer) => {
      if (!sees(viewer, state)) return 'notFound';
      if (viewer === 'anonymous') return 'signIn';
      if (state === 'deleted') return 'forbidden';
      if (viewer === 'muted') return 'muted';
      return viewer === 'owner' || viewer === 'moderator' ? '404 UPLOAD.NOT_FOUND' : 'forbidden';
    }),
  ),
  'post.getInfinite': model(read),
  /** Issue 16: a post's page answers like its version (the owner's published post on v1). */
  'post.get': model(read),
  /** Issue 16: the post's author (the owner here) or a moderator edits it, under `model.post` as adding images is. */
  'post.update': model((state) =>
    each((viewer) => {
      if (!sees(viewer, state)) return 'notFound';
      if (viewer === 'anonymous') return 'signIn';
      if (state === 'deleted') return 'forbidden';
      if (viewer === 'muted') return 'muted';
      return viewer === 'owner' || viewer === 'moderator' ? 'ok' : 'forbidden';
    }),
  ),
  /**
   * Issue 16: taking down is not posting, so only who may see the post is asked, then author or moderator. v1's post
   * has one image, which a published post keeps: who may remove it hears that.
   */
  'post.removeImage': model((state) =>
    each((viewer) => {
      if (!sees(viewer, state)) return 'notFound';
      if (viewer === 'anonymous') return 'signIn';
      return viewer === 'owner' || viewer === 'moderator' ? '409 POST.LAST_IMAGE' : 'forbidden';
    }),
  ),
  'post.delete': model((state) =>
    each((viewer) => {
      if (!sees(viewer, state)) return 'notFound';
      if (viewer === 'anonymous') return 'signIn';
      return viewer === 'owner' || viewer === 'moderator' ? 'ok' : 'forbidden';
    }),
  ),
  'modelFile.delete': model((state) => draftOnly(ownerAction(state, LIVE))),
  'modelVersion.publish': model((state) => draftOnly(ownerAction(state, ['published', 'scheduled']))),
  /** Issue 14: editing the draft v2, like managing its files. */
  'modelVersion.upsert': model((state) => draftOnly(ownerAction(state, LIVE))),
  /** §4: a version-level review request is for a version in violation when the model is not: none here. */
  'modelVersion.requestReview': model((state) =>
    each((viewer) => (!sees(viewer, state) ? 'notFound' : refusal(viewer))),
  ),
  'modelVersion.getExplorationPromptsById': model(read),
  'modelVersion.upsertExplorationPrompt': model((state) => ownerAction(state, LIVE)),
  'modelVersion.deleteExplorationPrompt': model((state) => ownerAction(state, LIVE)),
  /** §4: the owner deletes a version when there is more than one (here: the draft one). */
  'modelVersion.delete': model((state) => draftOnly(ownerAction(state, LIVE))),
  'modelVersion.getDeleteImpact': model((state) => draftOnly(ownerAction(state, LIVE))),
  /** Issue 11: a moderator restores a deleted version of a model that is not deleted; the draft v2 is not deleted. */
  'modelVersion.restore': model((state) =>
    each((viewer) => {
      if (!sees(viewer, state)) return 'notFound';
      if (viewer === 'owner' && state !== 'deleted') return refusal(viewer);
      // Issue 11: the draft v2 is not found for anyone but its owner and moderators.
      if (viewer !== 'moderator') return 'notFound';
      return state === 'deleted' ? refusal(viewer) : '409 VERSION.NOT_DELETED';
    }),
  ),
  'modelVersion.bustCache': model((state) => moderatorAction(state, ALL)),
  'modelVersion.enqueueNsfwLevelUpdate': model((state) => moderatorAction(state, LIVE)),
  /** The version is not in early access: there is no availability to be notified of. */
  'modelVersion.toggleNotifyEarlyAccess': model((state) =>
    community(
      state,
      Object.fromEntries(VIEWERS.map((viewer) => [viewer, '409 EARLY_ACCESS.NOT_ACTIVE'])),
      '409 EARLY_ACCESS.NOT_ACTIVE',
    ),
  ),
  'modelVersion.donationGoals': model(read),
  'modelVersion.getLicense': model(read),
  /** The version is not in early access: nothing to buy. */
  'modelVersion.earlyAccessPurchase': model((state) =>
    community(
      state,
      {
        signedIn: '409 EARLY_ACCESS.NOT_ACTIVE',
        member: '409 EARLY_ACCESS.NOT_ACTIVE',
        owner: '409 EARLY_ACCESS.NOT_ACTIVE',
        otherOwner: '409 EARLY_ACCESS.NOT_ACTIVE',
        moderator: '409 EARLY_ACCESS.NOT_ACTIVE',
      },
      '409 EARLY_ACCESS.NOT_ACTIVE',
    ),
  ),

  // ── community actions on the model ─────────────────────────────────────────────────────────────────────
  /** §5: donation is not for the goal's own creator (the owner). */
  'donationGoal.donate': model((state) => community(state, { owner: '400 DONATION.OWN_GOAL' })),
  'reaction.toggleLike': model((state) => community(state)),
  /** Everyone has downloaded the version; the member has already reviewed it. §5: muted users cannot review. */
  'resourceReview.create': model((state) =>
    community(state, { member: '409 REVIEW.ALREADY_EXISTS' }, 'muted', true),
  ),
  /** The review is the member's: only its author edits it. */
  'resourceReview.update': model((state) =>
    each((viewer) => {
      if (!sees(viewer, state)) return 'notFound';
      if (viewer === 'anonymous') return 'signIn';
      if (viewer === 'member') return 'ok';
      return viewer === 'muted' ? 'muted' : 'forbidden';
    }),
  ),
  /** Its author or a moderator deletes it. */
  'resourceReview.delete': model((state) =>
    each((viewer) => {
      // Unlike update, delete asks an anonymous caller to sign in before looking the review up.
      if (viewer === 'anonymous') return 'signIn';
      if (!sees(viewer, state)) return 'notFound';
      return viewer === 'member' || viewer === 'moderator' ? 'ok' : 'forbidden';
    }),
  ),
  /** Tips go to the model's owner; §5 no tipping oneself. */
  'buzz.tip': model((state) => ({ ...community(state), owner: '400 SOCIAL.SELF_TIP' })),
  /** Spec silent on reporting one's own model; the server lets an owner report it only once it is public. */
  'report.create': model((state) => ({
    ...community(state),
    ...(state === 'scheduled' ? { owner: 'forbidden' as const } : {}),
  })),
  // ── the discussion (docs/community.md): the comment is the member's ──────────────────────────────────────
  'comment.getThread': model(read),
  /** §5 comments gate: the model is looked up first; muted users are refused (spec silent on the order). */
  'comment.create': model((state) => community(state, {}, 'muted', true)),
  'comment.toggleReaction': model((state) => community(state, {}, 'muted', true)),
  /** Only its author edits a comment, within the same gate. */
  'comment.update': model((state) =>
    each((viewer) => {
      if (!sees(viewer, state)) return 'notFound';
      if (viewer === 'anonymous') return 'signIn';
      if (viewer === 'muted') return 'muted';
      return viewer === 'member' ? 'ok' : 'forbidden';
    }),
  ),
  /** Its author or a moderator deletes it; sign-in is asked before anything is looked up. */
  'comment.delete': model((state) =>
    each((viewer) => {
      if (viewer === 'anonymous') return 'signIn';
      if (!sees(viewer, state)) return 'notFound';
      return viewer === 'member' || viewer === 'moderator' ? 'ok' : 'forbidden';
    }),
  ),
  /** §6 moderators "lock discussion or comments": hiding a comment is the same permission. */
  'comment.toggleHide': model((state) => moderatorAction(state, LIVE)),

  /** Into the viewer's own collection (the anonymous viewer names the owner's). */
  'collection.addModel': model((state) => community(state, {}, 'ok', true)),
  'user.toggleNotifyModel': model((state) => community(state, {}, 'ok', true)),
  'user.getNotifyModel': model((state) => community(state, {}, 'ok', true)),
  /** The viewer's own engagement with the model; for a hidden model, what a missing one gives. */
  'user.getEngagedModelVersions': model(() => signedInOnly()),

  // ── images and recommendations of the version ──────────────────────────────────────────────────────────
  'image.getImagesAsPostsInfinite': model(read),
  'image.getInfinite': model(read),
  'image.getShowcase': model(read),
  'recommenders.getResourceRecommendations': model(read),
  /** §6 owner: manages resources. */
  'recommenders.toggleResourceRecommendations': model((state) => ownerAction(state, LIVE)),

  // ── vault ──────────────────────────────────────────────────────────────────────────────────────────────
  'vault.toggleModelVersion': model(membersOnVersion),
  /** The member keeps this version in their vault (since it was published): asking about one's own item is fine. */
  'vault.isModelVersionInVault': model(() =>
    each((viewer) =>
      viewer === 'anonymous' ? 'signIn' : viewer === 'member' ? 'ok' : '403 MEMBERSHIP.REQUIRED',
    ),
  ),
  'vault.get': none(ownVaultItems('ok')),
  'vault.getItemsPaged': none(ownVaultItems('ok')),
  /** §8 "Failed to update notes on these vault items": a non-member has none of the named items. */
  'vault.updateItemsNotes': none(ownVaultItems('409 VAULT.NOTES_FAILED')),
  'vault.removeItemsFromVault': none(ownVaultItems('409 VAULT.REMOVE_FAILED')),

  /**
   * Issue 20: the moderator workspace answers a review request; others are refused before any lookup (so a hidden
   * model answers like a missing one). No fixture has an open request: the moderator hears there is none.
   */
  'moderator.approveReviewRequest': model((state) => answerReview(state)),
  'moderator.declineReviewRequest': model((state) => answerReview(state)),

  // ── not about a model ──────────────────────────────────────────────────────────────────────────────────
  /** Issue 20: the moderator workspace's queues and search. */
  'moderator.getReviewRequests': none(moderatorsOnly),
  'moderator.getReports': none(moderatorsOnly),
  'moderator.getModelsInViolation': none(moderatorsOnly),
  'moderator.getModelsMatching': none(moderatorsOnly),
  /** No report exists in the matrix: the moderator finds none; everyone else is refused first. */
  'moderator.resolveReport': none(each((viewer) => (viewer === 'moderator' ? 'notFound' : refusal(viewer)))),
  'tag.getAll': none(everyone),
  /** §6 moderator: hide content by tags. */
  'tag.getTagsForReview': none(each((viewer) => (viewer === 'moderator' ? 'ok' : refusal(viewer)))),
  /** Moderators see whether virus scanning is on (docs/scanning.md). */
  'system.getScanStatus': none(each((viewer) => (viewer === 'moderator' ? 'ok' : refusal(viewer)))),
  /** Issue 20: the feature flags, public (every page hides what they turn off). */
  'system.getFeatures': none(everyone),
  'user.getCreator': none(everyone),
  'user.getAll': none(everyone),
  'user.getProfile': none(everyone),
  'user.getFollowingUsers': none(signedInOnly()),
  /** Issue 19: /user/{username}/followers and /following, public like the profile. */
  'user.getFollowList': none(everyone),
  /** Issue 19: /leaderboard/{id} and the operator pages (/articles/…, /content/…) are public. */
  'leaderboard.get': none(everyone),
  /** Issue 19: /images without a version, the hub's posts as each viewer may see them. */
  'image.getFeed': none(everyone),
  'page.get': none(everyone),
  'user.getEngagedModels': none(signedInOnly()),
  /** The target is the owner: §5 no following oneself. */
  'user.toggleFollow': none(signedInOnly({ owner: '400 SOCIAL.SELF_FOLLOW' })),
  /** Issue 17: everyone signed in has an inbox and settings of their own; ids of others' notifications mark nothing. */
  'notification.getAll': none(signedInOnly()),
  'notification.getUnreadCount': none(signedInOnly()),
  'notification.markRead': none(signedInOnly()),
  'notification.markAllRead': none(signedInOnly()),
  'user.getNotificationSettings': none(signedInOnly()),
  'user.updateNotificationSettings': none(signedInOnly()),
  /**
   * Issue 19: chat for everyone signed in (the `chat` flag is on here). Threads are the participants' own: a missing
   * thread is what everyone else gets. Opening a thread with the owner: not with oneself, and not a new one while
   * muted. Blocking the owner: not oneself.
   */
  'chat.getAvailability': none(everyone),
  'chat.getThreads': none(signedInOnly()),
  'chat.getThread': none(signedInOnly(each(() => 'notFound'))),
  'chat.getMessages': none(signedInOnly(each(() => 'notFound'))),
  'chat.openThread': none(signedInOnly({ owner: '400 SOCIAL.SELF_CHAT', muted: '403 CHAT.MUTED' })),
  'chat.send': none(signedInOnly(each(() => 'notFound'))),
  'chat.markRead': none(signedInOnly(each(() => 'notFound'))),
  'chat.getUnreadCount': none(signedInOnly()),
  'chat.block': none(signedInOnly({ owner: '400 CHAT.SELF_BLOCK' })),
  'chat.unblock': none(signedInOnly({ owner: '400 CHAT.SELF_BLOCK' })),
  /** The collection is the owner's: §5 collection follow is not for its owner. */
  'collection.follow': none(signedInOnly({ owner: '409 COLLECTION.FOLLOW_FAILED' })),
  'collection.unfollow': none(signedInOnly({ owner: '409 COLLECTION.UNFOLLOW_FAILED' })),
  'buzz.getBalance': none(signedInOnly()),
  'collection.getAllUser': none(signedInOnly()),
  'collection.getFollowState': none(everyone),
  /** Issue 17: anyone signed in makes collections of their own. */
  'collection.create': none(signedInOnly()),
  /** The owner's collection: only its owner edits it, sees what deleting it takes, or takes models out of it. */
  'collection.update': none(signedInOnly(OWNERS_ONLY)),
  'collection.getDeleteImpact': none(signedInOnly(OWNERS_ONLY)),
  'collection.removeModel': none(signedInOnly(OWNERS_ONLY)),
  /** A public collection: anyone sees its page (a private one is missing to all but its owner and moderators). */
  'collection.getById': none(everyone),
  /** The owner's public collections, on their profile. */
  'collection.getByUser': none(everyone),
  /** Each viewer deletes their own (the anonymous viewer names the owner's). */
  'collection.delete': none(signedInOnly()),

  // ── accounts ───────────────────────────────────────────────────────────────────────────────────────────
  /** A fresh username each time. */
  'auth.signUp': none(everyone),
  /** Someone else's credentials, right: anyone may sign in as the account whose password they know. */
  'auth.signIn': none(everyone),
  'auth.signOut': none(everyone),
  'auth.me': none(everyone),
  'auth.createApiKey': none(signedInOnly()),
  'auth.listApiKeys': none(signedInOnly()),
  /** The key is the owner's second key: nobody else can see it. */
  'auth.revokeApiKey': none(
    each((viewer) => (viewer === 'anonymous' ? 'signIn' : viewer === 'owner' ? 'ok' : 'notFound')),
  ),

  /** A wrong current password: the check runs for everyone signed in and changes nothing. */
  'auth.changePassword': none(signedInOnly(each(() => '400 AUTH.WRONG_PASSWORD'))),
  /** An unknown reset link is refused the same for everyone. */
  'auth.resetPassword': none(each(() => '400 AUTH.RESET_LINK_INVALID')),
  /** A wrong password: the check runs for everyone signed in and deletes nothing. */
  'auth.deleteAccount': none(signedInOnly(each(() => '400 AUTH.WRONG_PASSWORD'))),
  'auth.getDeletionTerms': none(signedInOnly()),
  'user.getSettings': none(signedInOnly()),
  'user.updateSettings': none(signedInOnly()),
  /** Issue 18: the tiers are public; one's membership and buying it need an account (an unknown tier buys nothing). */
  'membership.getTiers': none(everyone),
  'membership.getMine': none(signedInOnly()),
  'membership.buy': none(signedInOnly(each(() => '400 MEMBERSHIP.TIER_UNKNOWN'))),
  /** Issue 18: a Buzz history and ways to get Buzz for everyone signed in; an unknown code, or no daily reward, credits nothing. */
  'buzz.getHistory': none(signedInOnly()),
  'buzz.getWays': none(signedInOnly()),
  'buzz.redeemVoucher': none(signedInOnly(each(() => '400 BUZZ.VOUCHER_UNKNOWN'))),
  'buzz.claimDailyReward': none(signedInOnly(each(() => '403 BUZZ.DAILY_REWARD_OFF'))),

  // ── downloads (REST) ───────────────────────────────────────────────────────────────────────────────────
  /**
   * §6 "Non-members: download is gated … unless the download is free or allowed": these files are free (no early
   * access), so anyone who can see the version downloads them.
   */
  'GET /api/download/models/:versionId': model(read),
  'GET /api/download/training-data/:versionId': model(read),
  /** A vault item is its member's own: others find nothing. */
  'GET /api/download/vault/:id': model(() =>
    each((viewer) => (viewer === 'anonymous' ? 'signIn' : viewer === 'member' ? 'ok' : 'notFound')),
  ),
};

export const DOWNLOAD_ROUTES = [
  'GET /api/download/models/:versionId',
  'GET /api/download/training-data/:versionId',
  'GET /api/download/vault/:id',
] as const;
