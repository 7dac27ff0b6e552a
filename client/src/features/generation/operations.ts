import { graphql } from '../../gql';

export const generationPresetsQuery = graphql(`
  query GenerationPresets {
    generationPresets {
      id
      name
      image
      costPerImage
      isNew
      isFeatured
      isDefault
      editsImages
      localPreview
    }
  }
`);

export const lockedGenerationOptionsQuery = graphql(`
  query LockedGenerationOptions {
    lockedGenerationOptions {
      modes
      dimensions
      counts
      privateMode
      message
    }
  }
`);

export const myGenerationsQuery = graphql(`
  query MyGenerations($page: Int!) {
    generations(mine: true, page: $page) {
      currentPage
      hasNextPage
      items {
        id
        ...GenerationCard_Generation
      }
    }
  }
`);

export const generateMutation = graphql(`
  mutation Generate($input: GenerateInput!) {
    generate(input: $input) {
      remainingTokens
      generation {
        id
        ...GenerationCard_Generation
      }
    }
  }
`);

export const generationUpdatedSubscription = graphql(`
  subscription GenerationUpdated {
    generationUpdated {
      id
      status
    }
  }
`);

export const publishGenerationMutation = graphql(`
  mutation PublishGeneration($input: PublishGenerationInput!) {
    publishGeneration(input: $input) {
      id
      title
    }
  }
`);
