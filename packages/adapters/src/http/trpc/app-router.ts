import { authRouter } from './routers/auth.router.js';
import { buzzRouter } from './routers/buzz.router.js';
import { chatRouter } from './routers/chat.router.js';
import { collectionRouter } from './routers/collection.router.js';
import { commentRouter } from './routers/comment.router.js';
import { donationGoalRouter } from './routers/donationGoal.router.js';
import { imageRouter } from './routers/image.router.js';
import { leaderboardRouter } from './routers/leaderboard.router.js';
import { membershipRouter } from './routers/membership.router.js';
import { modelRouter } from './routers/model.router.js';
import { modelFileRouter } from './routers/modelFile.router.js';
import { modelVersionRouter } from './routers/modelVersion.router.js';
import { moderatorRouter } from './routers/moderator.router.js';
import { notificationRouter } from './routers/notification.router.js';
import { pageRouter } from './routers/page.router.js';
import { postRouter } from './routers/post.router.js';
import { reactionRouter } from './routers/reaction.router.js';
import { recommendersRouter } from './routers/recommenders.router.js';
import { reportRouter } from './routers/report.router.js';
import { resourceReviewRouter } from './routers/resourceReview.router.js';
import { systemRouter } from './routers/system.router.js';
import { tagRouter } from './routers/tag.router.js';
import { userRouter } from './routers/user.router.js';
import { vaultRouter } from './routers/vault.router.js';
import { router } from './trpc.js';

/** Every procedure of the API, one router per namespace (spec §7 names). */
export const appRouter = router({
  auth: authRouter,
  buzz: buzzRouter,
  chat: chatRouter,
  collection: collectionRouter,
  comment: commentRouter,
  donationGoal: donationGoalRouter,
  image: imageRouter,
  leaderboard: leaderboardRouter,
  membership: membershipRouter,
  model: modelRouter,
  modelFile: modelFileRouter,
  modelVersion: modelVersionRouter,
  moderator: moderatorRouter,
  notification: notificationRouter,
  page: pageRouter,
  post: postRouter,
  reaction: reactionRouter,
  recommenders: recommendersRouter,
  report: reportRouter,
  resourceReview: resourceReviewRouter,
  system: systemRouter,
  tag: tagRouter,
  user: userRouter,
  vault: vaultRouter,
});

export type AppRouter = typeof appRouter;
