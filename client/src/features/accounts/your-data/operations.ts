import { graphql } from '../../../gql';

export const myDataExportQuery = graphql(`
  query MyDataExport {
    myDataExport {
      id
      status
      createdAt
      readyAt
      expiresAt
      size
      downloadUrl
      error
    }
  }
`);

export const requestDataExportMutation = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      id
      status
      createdAt
      readyAt
      expiresAt
      size
      downloadUrl
      error
    }
  }
`);

export const deleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String, $confirmation: String) {
    deleteAccount(password: $password, confirmation: $confirmation)
  }
`);
